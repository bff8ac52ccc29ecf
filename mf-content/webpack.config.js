const { createAppConfig } = require('@rahi/tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_content',
  port: 3005,
  exposes: {
    './NotFoundPage': './src/pages/NotFoundPage.tsx',
  },
});
