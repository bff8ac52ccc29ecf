// mf-search's server container (dist/server-container/): the home and city pages' data and elements, and the
// search box the hotel page draws, as a Module Federation container, which the gateway draws inside the shell's app
// (ADR 0037).
const { createServerContainerConfig } = require('@rahi/tooling/webpack');

module.exports = createServerContainerConfig({
  dir: __dirname,
  name: 'mf_search',
  exposes: { './server': './src/server/container.tsx', './SearchBox': './src/components/SearchBox.tsx' },
});
