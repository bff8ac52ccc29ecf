const { createAppConfig } = require('@rahi/tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_backoffice',
  port: 3006,
  exposes: {
    './BackofficeApp': './src/pages/BackofficeApp.tsx',
  },
});
