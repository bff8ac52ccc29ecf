// The names read by the tests of the shared subsets (react-router-dom-used.mjs, mui-*-used.mjs):
// what a module exports, and what source files import from a package.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
// Every browser build (a folder with a webpack.config.js: the shell and each remote) and the two packages they
// bundle, so that a new remote is read without a list to keep in step.
const BUNDLED = [
  'shared-ui',
  'shared-contracts',
  ...fs.readdirSync(root).filter((dir) => fs.existsSync(path.join(root, dir, 'webpack.config.js'))),
];

/** The files under `dir` whose names match `pattern`, without tests and type declarations. */
const filesUnder = (dir, pattern) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file) && !/\.d\.m?ts$/.test(file))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file));

/** The non-test TypeScript sources of every bundled package. */
const bundledSources = () => BUNDLED.flatMap((dir) => filesUnder(path.join(root, dir, 'src'), /\.tsx?$/));

/** `{ a, type B, c as d }` → the names as imported (['a', 'c']) or as exported (['a', 'd']); types are erased. */
const namesIn = (list, side) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return side === 'exported' ? (alias ?? name) : name;
    });

/** The names a module exports; `export * from` is followed through `resolve(request)`. */
function exportsOf(file, resolve) {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, list] of text.matchAll(/^export\s*\{([^}]*)\}/gm))
    for (const name of namesIn(list, 'exported')) names.add(name);
  for (const [, name] of text.matchAll(/^export\s+(?:function|const|class)\s+(\w+)/gm)) names.add(name);
  for (const [, request] of text.matchAll(/^export\s*\*\s*from\s*'([^']+)'/gm))
    for (const name of exportsOf(resolve(request), resolve)) names.add(name);
  return names;
}

/** [file, name] for every name `files` import by value from a request `isRequest(request, file)` accepts. */
function importsOf(files, isRequest) {
  const found = [];
  for (const file of files)
    for (const [statement, list, request] of fs
      .readFileSync(file, 'utf8')
      .matchAll(/(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
      if (/^(?:import|export)\s+type\b/.test(statement) || !isRequest(request, file)) continue;
      for (const name of namesIn(list, 'imported')) found.push([path.relative(root, file), name]);
    }
  return found;
}

module.exports = { bundledSources, exportsOf, filesUnder, importsOf, root };
