const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('@rahi/tooling/webpack');

// Vazirmatn from our own origin: the variable font covers every weight in one file. Its name carries
// a content hash so it can be cached forever, and index.html preloads it.
const fontSource = require.resolve('vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2');
const fontHash = crypto.createHash('sha256').update(fs.readFileSync(fontSource)).digest('hex').slice(0, 10);
const fontFile = `static/fonts/vazirmatn.${fontHash}.woff2`;

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  runtimePlugins: [path.join(__dirname, 'src/federation/resilience-plugin.ts')],
  html: {
    template: path.join(__dirname, 'public/index.html'),
    templateParameters: { fontFile },
  },
  copy: [{ from: fontSource, to: fontFile }],
  devServer: {
    // In development the gateway (npm start) serves the registry and the remotes' builds.
    proxy: [
      { context: ['/mf-registry.json', '/remotes', '/handle-api', '/api'], target: 'http://localhost:8080' },
    ],
  },
});
