// mf-reservation's server build (dist/server/): render() and loadData() for the gateway's server renderer.
const { createServerConfig } = require('@rahi/tooling/webpack');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'mf_reservation',
  entry: './src/server/index.tsx',
  fileName: 'reservation-page',
});
