// mf-backoffice's server container (dist/server-container/): the back office's pages as the gateway draws them
// inside the shell's app (ADR 0037): the sign-in form, and the staff area's waiting state until GET /staff/me answers.
const { createServerContainerConfig } = require('@rahi/tooling/webpack');

module.exports = createServerContainerConfig({
  dir: __dirname,
  name: 'mf_backoffice',
  exposes: { './server': './src/server/container.tsx' },
});
