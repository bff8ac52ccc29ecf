// node --test: startup-report.js over a small stats object of the shape webpack's toJson(STATS_OPTIONS) gives (the
// real builds' reports are checked end to end by e2e/tests/boot-chunks.spec.ts).
const assert = require('node:assert/strict');
const { test } = require('node:test');
const {
  bootChunkFiles,
  correctManifestExposes,
  exposedOwnFiles,
  startupReport,
} = require('./startup-report');

const js = (file) => `javascript/esm|/app/src/${file}`;
const consume = (key) => ({
  moduleType: 'consume-shared-module',
  identifier: `consume-shared-module|default|${key}|^1.0.0|false|/app/node_modules/${key}/index.js|true|false|undefined`,
});
const provideId = (key) => `provide module (default) ${key}@1.2.3 = /app/node_modules/${key}/index.js`;
const chunk = (id, modules, origins) => ({
  id,
  files: [`static/js/${id}.js`, `static/js/${id}.js.map`],
  modules,
  origins,
});
const madeBy = (moduleIdentifier, request, loc = '') => ({ moduleIdentifier, request, loc });

/** A host and remote in one: a bootstrap concatenated with a push module, two shared modules, an exposed page. */
const stats = {
  chunks: [
    chunk(
      'main',
      [
        { moduleType: 'javascript/auto', identifier: js('index.ts') },
        { moduleType: 'provide-module', identifier: provideId('react') },
        { moduleType: 'provide-module', identifier: provideId('@mui/material/Box') },
      ],
      [],
    ),
    chunk(
      'boot',
      [
        {
          moduleType: 'javascript/esm',
          identifier: `${js('bootstrap.tsx')}|abc`,
          nameForCondition: '/app/src/bootstrap.tsx',
          reasons: [{ userRequest: './bootstrap', type: 'import()' }],
          modules: [
            { identifier: js('push.ts'), nameForCondition: '/app/src/push.ts' },
            { identifier: js('bootstrap.tsx'), nameForCondition: '/app/src/bootstrap.tsx' },
          ],
        },
        consume('react'),
      ],
      [madeBy(js('index.ts'), './bootstrap')],
    ),
    chunk(
      'app',
      [{ moduleType: 'javascript/esm', identifier: js('App.tsx') }],
      [madeBy(js('bootstrap.tsx'), './app/App')],
    ),
    chunk(
      'firebase',
      [{ moduleType: 'javascript/esm', identifier: js('firebase.js') }],
      [madeBy(js('push.ts'), 'firebase/app')],
    ),
    chunk(
      'react',
      [{ moduleType: 'javascript/esm', identifier: js('react.js') }],
      [madeBy(provideId('react'), '/react')],
    ),
    chunk(
      'box',
      [{ moduleType: 'javascript/esm', identifier: js('box.js') }, consume('react')],
      [madeBy(provideId('@mui/material/Box'), '/box')],
    ),
    chunk(
      'page',
      [{ moduleType: 'javascript/esm', identifier: js('Page.tsx') }, consume('@mui/material/Box')],
      [madeBy('container entry (default) [["./Page",{}]]', './src/Page.tsx', './Page')],
    ),
    chunk(
      'lazy',
      [{ moduleType: 'javascript/esm', identifier: js('Lazy.tsx') }],
      [madeBy(js('Page.tsx'), './Lazy')],
    ),
    {
      ...chunk(
        'map',
        [{ moduleType: 'javascript/esm', identifier: js('tile-map.tsx') }],
        [madeBy(js('Page.tsx'), './tile-map')],
      ),
      names: ['deferred-map'],
    },
    // The library split from the deferred import() into a chunk of its own (same origin, no name).
    chunk(
      'pigeon-maps',
      [{ moduleType: 'javascript/esm', identifier: js('pigeon-maps.js') }],
      [madeBy(js('Page.tsx'), './tile-map')],
    ),
    chunk(
      'fallback',
      [{ moduleType: 'javascript/esm', identifier: js('box-copy.js') }],
      [madeBy(consume('@mui/material/Box').identifier, '/box')],
    ),
  ],
};

test("a host's start-up chunks: its bootstrap's, its bootstrap's own imports' and every shared module it provides", () => {
  assert.deepEqual(bootChunkFiles(stats), [
    'static/js/boot.js',
    'static/js/app.js',
    'static/js/react.js',
    'static/js/box.js',
  ]);
});

test('an import() of a module concatenated into the bootstrap is not a start-up chunk', () => {
  assert.ok(!bootChunkFiles(stats).includes('static/js/firebase.js'));
});

test('a build without the bootstrap import names no start-up chunk', () => {
  assert.deepEqual(bootChunkFiles(stats, './elsewhere'), []);
});

test("an exposed module: its chunks and its own lazy imports', not a consumed module's fallback nor a deferred import", () => {
  const report = startupReport(stats, { './Page': ['mf_search/SearchBox'] });
  assert.deepEqual(report, {
    exposes: {
      './Page': { chunks: ['static/js/page.js', 'static/js/lazy.js'], siblings: ['mf_search/SearchBox'] },
    },
  });
});

test("the manifest's exposed module lists only its own chunks, not those of the pages that reuse its chunk", () => {
  const shared = chunk(
    'searchbox',
    [{ moduleType: 'javascript/esm', identifier: js('SearchBox.tsx') }],
    [
      madeBy(
        'container entry (default) [["./SearchBox",{}],["./Home",{}]]',
        './src/SearchBox.tsx',
        './SearchBox',
      ),
      madeBy('container entry (default) [["./SearchBox",{}],["./Home",{}]]', './src/Home.tsx', './Home'),
    ],
  );
  const home = chunk(
    'home',
    [{ moduleType: 'javascript/esm', identifier: js('Home.tsx') }],
    [madeBy('container entry (default) [["./SearchBox",{}],["./Home",{}]]', './src/Home.tsx', './Home')],
  );
  const own = exposedOwnFiles({ chunks: [shared, home] });
  const manifest = {
    exposes: [
      { path: './SearchBox', assets: { js: { sync: ['static/js/searchbox.js', 'static/js/home.js'] } } },
      { path: './Home', assets: { js: { sync: ['static/js/searchbox.js', 'static/js/home.js'] } } },
      { path: './Unknown', assets: { js: { sync: ['static/js/x.js'] } } },
    ],
  };
  const corrected = correctManifestExposes(manifest, own);
  assert.deepEqual(
    corrected.exposes.map((expose) => expose.assets.js.sync),
    [['static/js/searchbox.js'], ['static/js/searchbox.js', 'static/js/home.js'], ['static/js/x.js']],
  );
});
