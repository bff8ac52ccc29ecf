// mf-profile's server build (dist/server/): render() and loadData() for the gateway's server renderer.
const { createServerConfig } = require('@rahi/tooling/webpack');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'mf_profile',
  entry: './src/server/index.tsx',
  fileName: 'profile-pages',
});
