const { createAppConfig } = require('@rahi/tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_profile',
  port: 3004,
  // No page is built yet: its routes show mf-content's not-found page until their issues land.
  exposes: {},
});
