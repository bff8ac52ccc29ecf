const { createAppConfig } = require('@rahi/tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_search',
  port: 3001,
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
  },
});
