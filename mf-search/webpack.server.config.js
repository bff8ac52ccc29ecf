// mf-search's server build (dist/server/): render() and loadData() of the city page and the home page for the
// gateway's server renderer (src/server/index.ts picks the page by the module the gateway names).
const { createServerConfig } = require('@rahi/tooling/webpack');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'mf_search',
  entry: './src/server/index.ts',
  fileName: 'search-pages',
});
