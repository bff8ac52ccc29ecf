// '@mui/system' as the names MUI's own modules import from it (ADR 0039): its index, provided whole when shared,
// brings every page the CSS-variables provider with its color-scheme script and storage, Grid and useMediaQuery,
// none of which a Rahi page reaches through it. `shared-subsets.test.js` fails when an app or an @mui package imports a
// name that this module does not export. '@rahi/mui-system' is @mui/system's folder (muiFileAliases).
export { css, keyframes, StyledEngineProvider } from '@mui/styled-engine';
export { default as createContainer } from '@rahi/mui-system/Container/createContainer.mjs';
export * from '@rahi/mui-system/colorManipulator/colorManipulator.mjs';
export { default as createBox } from '@rahi/mui-system/createBox/createBox.mjs';
export { default as createBreakpoints } from '@rahi/mui-system/createBreakpoints/createBreakpoints.mjs';
export { default as createSpacing } from '@rahi/mui-system/createTheme/createSpacing.mjs';
export { default as unstable_createGetCssVar } from '@rahi/mui-system/cssVars/createGetCssVar.mjs';
export { default as GlobalStyles } from '@rahi/mui-system/GlobalStyles/GlobalStyles.mjs';
export { default as unstable_memoTheme } from '@rahi/mui-system/memoTheme.mjs';
export { default as createStack } from '@rahi/mui-system/Stack/createStack.mjs';
export { default as ThemeProvider } from '@rahi/mui-system/ThemeProvider/ThemeProvider.mjs';
export { default as useTheme } from '@rahi/mui-system/useTheme/useTheme.mjs';
