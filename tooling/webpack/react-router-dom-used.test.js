// node --test: every name an app's code imports from react-router-dom (or react-router) is one that
// react-router-dom-used.mjs, the module shared under that name in the browser, exports. Tests are left out: Jest
// resolves the package itself.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');

const root = path.resolve(__dirname, '..', '..');
// Every browser build (a folder with a webpack.config.js: the shell and each remote) and shared-ui, which they
// bundle, so that a new remote is read without a list to keep in step.
const APPS = [
  'shared-ui',
  ...fs.readdirSync(root).filter((dir) => fs.existsSync(path.join(root, dir, 'webpack.config.js'))),
];
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g;

const sourceFiles = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));

/** `{ Link as RouterLink, type MemoryRouterProps, useParams }` → ['Link', 'useParams'] (types are erased). */
const importedNames = (list) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]);

test('the shared react-router-dom exports every name the apps import', () => {
  const used = fs.readFileSync(path.join(__dirname, 'react-router-dom-used.mjs'), 'utf8');
  const exported = new Set(importedNames(/export\s*\{([^}]*)\}/.exec(used)[1]));
  const missing = [];
  let imports = 0;
  for (const app of APPS)
    for (const file of sourceFiles(path.join(root, app, 'src')))
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT))
        for (const name of importedNames(match[1])) {
          imports += 1;
          if (!exported.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
  assert.ok(imports > 50, `only ${imports} imports found: is the pattern still right?`);
  assert.deepEqual(missing, []);
});
