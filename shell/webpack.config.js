const path = require('node:path');
const { createAppConfig } = require('@rahi/tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  runtimePlugins: [path.join(__dirname, 'src/federation/resilience-plugin.ts')],
  html: { template: path.join(__dirname, 'public/index.html') },
  devServer: {
    // In development the gateway (npm start) serves the registry and the remotes' builds.
    proxy: [
      { context: ['/mf-registry.json', '/remotes', '/handle-api', '/api'], target: 'http://localhost:8080' },
    ],
  },
});
