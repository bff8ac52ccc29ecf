// The libraries every Rahi app shares as one instance per page. One table, so the shell and the
// remotes cannot disagree about versions. Shared are the modules that hold React context or module state, so
// that every app on a page reads the same: react, react-dom, the router, emotion, @mui/system (its theme
// context; and its two context modules, DefaultPropsProvider and RtlProvider), @mui/material/styles (the
// ThemeProvider the shell renders) and react-query (the QueryClient's context). @rahi/shared-contracts is not
// shared: its one stateful part, the bus, is kept on globalThis (one per page whichever copy asks), so each build
// bundles the rules and messages it uses, tree-shaken, instead of every page loading the whole main entry (shared,
// a module is provided whole): home 312.2 → 305.0 KiB gzip, profile −7.8, reservation −4.9, hotel +0.6. rxjs,
// which the bus is made of, is shared as the five names it uses (rxjs-used.mjs, ADR 0044): bundled, a page ran one
// copy per app (hotel −7.1 KiB, every other route −3.4).
// MUI's components themselves are stateless code and are bundled by each build, tree-shaken with it: a
// component in a remote reads the shell's theme through the shared contexts. Sharing each `@mui/material/X`
// as a singleton of its own cost more than it saved: the home route loaded 76 files (459.6 KiB gzip), each
// provider build's copies of MUI's internals among them; bundled, it loads 44 (413.4 KiB). Two are the exception:
// ButtonBase and Button, which the shell's header and nearly every page draw at start-up, are shared by their
// path (below), so a page's remotes use the shell's copy: hotel 354.3 → 347.1 KiB, profile −2.9, voucher −1.1.
// @mui/utils and @mui/system's deep modules are small stateless helpers, bundled likewise (shared as one
// '@mui/system/' prefix, the home route measured 352.2 KiB against 340.8). MUI's default theme is not: the
// files that create it are shared by their path (below), so no remote bundles createTheme (every route −10 KiB).
const path = require('node:path');

const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });
const materialDir = path.dirname(require.resolve('@mui/material/package.json'));
/** The folder of @mui/material or of the @mui package it depends on. */
const muiDir = (name) =>
  name === '@mui/material'
    ? materialDir
    : path.dirname(require.resolve(`${name}/package.json`, { paths: [materialDir] }));
// MUI's components reach the theme and each other through relative imports (`../styles/styled.mjs`), which no
// package name matches; Module Federation matches them by their path under node_modules (allowNodeModulesSuffixMatch).
const muiFileShared = (file) =>
  singleton('^9.5.0', {
    import: path.join(materialDir, file),
    // A file path has no package.json of its own to read the version from.
    version: require('@mui/material/package.json').version,
    allowNodeModulesSuffixMatch: true,
  });

const sharedDependencies = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  // Provided as the part of it the apps use (react-router-dom-used.mjs, ADR 0038); react-router is bundled into it.
  'react-router-dom': singleton('^7.18.0', {
    import: path.join(__dirname, 'react-router-dom-used.mjs'),
    version: require('react-router-dom/package.json').version,
  }),
  // Provided as the names the apps and MUI's modules use (mui-styles-used.mjs, mui-system-used.mjs, ADR 0039).
  '@mui/material/styles': singleton('^9.5.0', {
    import: path.join(__dirname, 'mui-styles-used.mjs'),
    version: require('@mui/material/package.json').version,
  }),
  // Box, Grid, Stack and Container import the styles' index relatively: the same shared module as above.
  '@mui/material/styles/index.mjs': singleton('^9.5.0', {
    shareKey: '@mui/material/styles',
    import: false,
    allowNodeModulesSuffixMatch: true,
  }),
  // styled and useTheme hold MUI's default theme (createTheme()): shared, a remote does not bundle its own.
  '@mui/material/styles/styled.mjs': muiFileShared('styles/styled.mjs'),
  '@mui/material/styles/useTheme.mjs': muiFileShared('styles/useTheme.mjs'),
  '@mui/material/styles/defaultTheme.mjs': muiFileShared('styles/defaultTheme.mjs'),
  // Every button's base and Button itself (see above): reached through '@mui/material/Button' and relatively.
  '@mui/material/ButtonBase/ButtonBase.mjs': muiFileShared('ButtonBase/ButtonBase.mjs'),
  '@mui/material/Button/Button.mjs': muiFileShared('Button/Button.mjs'),
  '@mui/system': singleton('^9.5.0', {
    import: path.join(__dirname, 'mui-system-used.mjs'),
    version: require(path.join(muiDir('@mui/system'), 'package.json')).version,
  }),
  '@mui/system/DefaultPropsProvider': singleton('^9.5.0'),
  '@mui/system/RtlProvider': singleton('^9.5.0'),
  '@mui/styled-engine': singleton('^9.5.0'),
  '@emotion/react': singleton('^11.14.0'),
  '@emotion/styled': singleton('^11.14.0'),
  '@emotion/cache': singleton('^11.14.0'),
  // The page's QueryClient lives in react-query's context: one copy, or a remote's queries would not find the
  // shell's QueryClientProvider. @rahi/shared-ui itself holds no context or state of its own (its providers
  // render the libraries' contexts, its bus hooks read the bus on globalThis), so each app bundles what it uses.
  '@tanstack/react-query': singleton('^5.108.0'),
  // Provided as the names the bus uses (rxjs-used.mjs): bundled by each app, it was on a page once per app.
  rxjs: singleton('^7.8.0', {
    import: path.join(__dirname, 'rxjs-used.mjs'),
    version: require('rxjs/package.json').version,
  }),
};

/**
 * React Router 7's package exports name only its development build (with its development warnings; upstream
 * remix-run/react-router#12532 and #14102), so webpack bundles dist/development even in production. A production
 * build resolves both of its entries to dist/production instead; the shared module keeps its name and version
 * (read from react-router's package.json above the file).
 */
function reactRouterProductionAlias() {
  const dir = path.dirname(require.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(dir, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(dir, 'dist', 'production', 'dom-export.mjs'),
  };
}

/**
 * '@rahi/mui-material' and '@rahi/mui-system': the two packages' folders, for the shared subsets above to import
 * files their package exports do not name.
 */
function muiFileAliases() {
  return { '@rahi/mui-material': muiDir('@mui/material'), '@rahi/mui-system': muiDir('@mui/system') };
}

module.exports = { muiFileAliases, reactRouterProductionAlias, sharedDependencies };
