// '@mui/material/styles' as the names the apps and MUI's own modules import from it (ADR 0039). A shared module
// is provided whole, and MUI's styles index brings every page the CSS-variables theme provider, enhanceHighContrast
// (with the classes of twenty components), adaptV4Theme and responsiveFontSizes, none of which Rahi uses.
// `shared-subsets.test.js` fails when an app or an @mui package imports a name that this module does not export.
// '@rahi/mui-material' is @mui/material's folder (muiFileAliases in shared-dependencies.js): these files are not
// in its package exports.

import THEME_ID from '@rahi/mui-material/styles/identifier.mjs';
import ThemeProviderNoVars from '@rahi/mui-material/styles/ThemeProviderNoVars.mjs';
import { createElement, useMemo } from 'react';

export {
  alpha,
  css,
  darken,
  decomposeColor,
  emphasize,
  getContrastRatio,
  getLuminance,
  hexToRgb,
  hslToRgb,
  keyframes,
  lighten,
  recomposeColor,
  rgbToHex,
} from '@mui/system';
export { default as createTheme } from '@rahi/mui-material/styles/createTheme.mjs';
export {
  getUnit as unstable_getUnit,
  toUnitless as unstable_toUnitless,
} from '@rahi/mui-material/styles/cssUtils.mjs';
export { default as THEME_ID } from '@rahi/mui-material/styles/identifier.mjs';
export { default as styled } from '@rahi/mui-material/styles/styled.mjs';
export { default as useTheme } from '@rahi/mui-material/styles/useTheme.mjs';
export { default as useThemeProps } from '@rahi/mui-material/styles/useThemeProps.mjs';

/**
 * MUI's ThemeProvider for a theme without CSS variables, the only kind Rahi creates; MUI's own also imports its
 * CSS-variables provider. Like MUI's, a theme without `vars` gets `vars: null`, so it does not inherit an outer one.
 */
export function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme)
      throw new Error(
        'A theme with colorSchemes needs MUI’s CSS-variables provider: see mui-styles-used.mjs',
      );
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return createElement(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
