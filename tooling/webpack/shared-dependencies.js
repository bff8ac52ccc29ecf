// The libraries every Rahi app shares as one instance per page. One table, so the shell and the
// remotes cannot disagree about versions. Keys ending in '/' share each deep import separately:
// `@mui/material/Button` is a singleton of its own, so a page only downloads the MUI parts it uses
// instead of the whole library (~150 KiB gzip) as one shared chunk.
// @mui/utils and @mui/system's deep modules are small stateless helpers: sharing each one cost a chunk, a
// request and a script element apiece (47 + 12 of them on the home page, ~400 ms of main-thread time under
// Lighthouse's 4x CPU slowdown), so each build bundles its own. Only the @mui/system modules that hold a
// React context (DefaultPropsProvider, RtlProvider) stay singletons, with @mui/system's root (theme).
const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

const sharedDependencies = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  'react-router': singleton('^7.18.0'),
  'react-router-dom': singleton('^7.18.0'),
  '@mui/material/': singleton('^9.5.0'),
  '@mui/system': singleton('^9.5.0'),
  '@mui/system/DefaultPropsProvider': singleton('^9.5.0'),
  '@mui/system/RtlProvider': singleton('^9.5.0'),
  '@mui/styled-engine': singleton('^9.5.0'),
  '@emotion/react': singleton('^11.14.0'),
  '@emotion/styled': singleton('^11.14.0'),
  '@emotion/cache': singleton('^11.14.0'),
  '@rahi/shared-contracts': singleton('^0.1.0'),
  // The page's QueryClient lives in react-query's context: one copy, or a remote's queries would not find the
  // shell's QueryClientProvider. @rahi/shared-ui itself holds no context or state of its own (its providers
  // render the libraries' contexts, its bus hooks read the bus on globalThis), so each app bundles what it uses.
  '@tanstack/react-query': singleton('^5.108.0'),
};

module.exports = { sharedDependencies };
