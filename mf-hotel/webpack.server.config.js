// mf-hotel's server container (dist/server-container/): the hotel page's data and element as a Module Federation
// container, which the gateway draws inside the shell's app (ADR 0037).
const { createServerContainerConfig } = require('@rahi/tooling/webpack');

module.exports = createServerContainerConfig({
  dir: __dirname,
  name: 'mf_hotel',
  exposes: { './server': './src/server/container.tsx' },
});
