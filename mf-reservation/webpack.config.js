const { createAppConfig } = require('@rahi/tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_reservation',
  port: 3003,
  // No page is built yet: its routes show mf-content's not-found page until their issues land.
  exposes: {},
});
