// node --test: a server container made by server-container.js, built from a one-module fixture, served over HTTP
// and loaded by @module-federation/runtime in this process: its chunks come over HTTP and it renders with the
// host's React (a second React would throw on the hook). ~10 s (a webpack build).
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { createInstance } = require('@module-federation/runtime');
const { compileServerContainer, createServerContainerConfig } = require('./server-container');

test('a server container loads over HTTP and renders with the host React', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-container-test-'));
  const config = createServerContainerConfig({
    dir: __dirname,
    name: 'fixture_app',
    exposes: { './Greeting': './fixtures/container-page.js' },
    outputDir: out,
  })();
  assert.equal(config.target, 'async-node');
  await compileServerContainer(config);
  const asked = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url);
    const file = path.join(out, path.basename(req.url));
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { connection: 'close' }).end(fs.readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const React = require('react');
    const { renderToString } = require('react-dom/server');
    const federation = createInstance({
      name: 'host',
      remotes: [{ name: 'fixture_app', entry: `http://127.0.0.1:${server.address().port}/remoteEntry.js` }],
      shared: {
        react: {
          version: React.version,
          lib: () => React,
          shareConfig: { singleton: true, requiredVersion: false },
        },
      },
    });
    const exposed = await federation.loadRemote('fixture_app/Greeting');

    assert.equal(exposed.React, React);
    assert.match(renderToString(React.createElement(exposed.default)), /<h1 id="[^"]+">سلام<\/h1>/);
    // The remote entry and the exposed module's chunk, both over HTTP (the async-node target alone reads its
    // chunks from the host's disk).
    assert.ok(asked.includes('/remoteEntry.js'));
    assert.ok(asked.some((url) => url !== '/remoteEntry.js' && url.endsWith('.js')));
  } finally {
    server.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
});
