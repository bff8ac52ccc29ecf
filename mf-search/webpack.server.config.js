// mf-search's server build (dist/server/): render() and loadData() of the city page for the gateway's
// server renderer.
const { createServerConfig } = require('@rahi/tooling/webpack');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'mf_search',
  entry: './src/server/index.ts',
  fileName: 'city-page',
});
