// mf-reservation's server container (dist/server-container/): its pages' data and elements as a Module Federation
// container, which the gateway draws inside the shell's app (ADR 0037).
const { createServerContainerConfig } = require('@rahi/tooling/webpack');

module.exports = createServerContainerConfig({
  dir: __dirname,
  name: 'mf_reservation',
  exposes: { './server': './src/server/container.tsx' },
});
