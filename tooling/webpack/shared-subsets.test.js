// node --test: each module shared as the part of a package that Rahi uses (shared-dependencies.js) exports every
// name imported from that package. A missing name would be `undefined` in the browser, not a build error: a shared
// module's exports are known only at run time. Tests are left out: Jest resolves the packages themselves.
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { muiFileAliases } = require('./shared-dependencies');
const { bundledSources, exportsOf, filesUnder, importsOf } = require('./used-names');

const aliases = muiFileAliases();
const materialDir = aliases['@rahi/mui-material'];
/** A request of a subset module: an alias of a MUI folder, or a package that holds the file. */
const resolveInModule = (request) => {
  const [scope, name, ...rest] = request.split('/');
  return path.join(aliases[`${scope}/${name}`], ...rest);
};
// MUI modules that only its full styles index reaches (its CSS-variables provider and theme extension): the
// subsets leave them out, so what they import is not asked for.
const ONLY_FROM_THE_FULL_INDEX = [
  'ThemeProviderWithVars.mjs',
  'experimental_extendTheme.mjs',
  'stringifyTheme.mjs',
];
// Read once for all the subsets below.
const sources = bundledSources();
const withMui = [
  ...sources,
  ...filesUnder(path.dirname(materialDir), /\.mjs$/).filter(
    (file) => !ONLY_FROM_THE_FULL_INDEX.includes(path.basename(file)),
  ),
];

const SUBSETS = [
  {
    module: 'react-router-dom-used.mjs',
    files: sources,
    isRequest: (request) => request === 'react-router-dom' || request === 'react-router',
  },
  {
    // MUI's components import the styles' index relatively; @mui/x-charts (the back office) by name.
    module: 'mui-styles-used.mjs',
    files: withMui,
    isRequest: (request, file) =>
      request === '@mui/material/styles' ||
      (file.startsWith(materialDir) && request === '../styles/index.mjs'),
  },
  {
    module: 'rxjs-used.mjs',
    files: sources,
    isRequest: (request) => request === 'rxjs',
  },
  {
    module: 'mui-system-used.mjs',
    files: withMui,
    isRequest: (request) => request === '@mui/system',
  },
];

for (const { module, files, isRequest } of SUBSETS)
  test(`${module} exports every name imported from its package`, () => {
    const exported = exportsOf(path.join(__dirname, module), resolveInModule);
    const imports = importsOf(files, isRequest);
    assert.ok(imports.length >= 5, `only ${imports.length} imports found: is the pattern still right?`);
    assert.deepEqual(
      imports.filter(([, name]) => !exported.has(name)).map(([file, name]) => `${file}: ${name}`),
      [],
    );
  });
