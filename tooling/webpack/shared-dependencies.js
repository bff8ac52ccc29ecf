// The libraries every Rahi app shares as one instance per page. One table, so the shell and the
// remotes cannot disagree about versions. Keys ending in '/' share each deep import separately:
// `@mui/material/Button` is a singleton of its own, so a page only downloads the MUI parts it uses
// instead of the whole library (~150 KiB gzip) as one shared chunk.
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
  '@mui/system/': singleton('^9.5.0'),
  '@mui/utils/': singleton('^9.5.0'),
  '@mui/styled-engine': singleton('^9.5.0'),
  '@emotion/react': singleton('^11.14.0'),
  '@emotion/styled': singleton('^11.14.0'),
  '@emotion/cache': singleton('^11.14.0'),
  rxjs: singleton('^7.8.0'),
  'rxjs/': singleton('^7.8.0'),
  '@rahi/shared-contracts': singleton('^0.1.0'),
};

module.exports = { sharedDependencies };
