// The MUI theme and the right-to-left emotion cache. At run time only the shell renders them: remotes share
// emotion and MUI as singletons, so every remote renders inside these.
import createCache from '@emotion/cache';
import { createTheme } from '@mui/material/styles';
import rtlPlugin from 'stylis-plugin-rtl';
import { COLORS, FONT_FAMILY } from '../tokens/tokens';
import { webkitUserSelect } from './webkit-user-select';

/**
 * The emotion cache every app renders in: key `rtl`, Safari's `-webkit-user-select`, then stylis-plugin-rtl's
 * flip (ADR 0035). No general prefixer: see webkit-user-select.ts.
 */
export const createRtlCache = () => createCache({ key: 'rtl', stylisPlugins: [webkitUserSelect, rtlPlugin] });

export const theme = createTheme({
  direction: 'rtl',
  palette: {
    mode: 'light',
    primary: { main: COLORS.primary, dark: COLORS.primaryDark },
    secondary: { main: COLORS.secondary },
    error: { main: COLORS.error },
    warning: { main: COLORS.warning },
    info: { main: COLORS.info },
    background: { default: COLORS.background, paper: COLORS.paper },
    text: { primary: COLORS.text, secondary: COLORS.textSecondary },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_FAMILY,
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    // A heading (or #main) focused by the page after a navigation, tabIndex=-1, is a place for the screen reader
    // and the next Tab to start from, not a control: Chrome drew its focus ring there as two offset rectangles
    // clipping the heading's first letter. Such elements take no Tab, so nothing is lost for keyboard users.
    MuiCssBaseline: {
      styleOverrides: {
        ':is(h1, h2, h3, main)[tabindex="-1"]:focus': { outline: 'none' },
        // A numbered list counts in Persian digits (۱. ۲. ۳.), as the text beside it does; a list drawn as cards
        // sets listStyle: 'none' itself.
        ol: { listStyleType: 'persian' },
        // The keyframes by which MUI's inputs notice the browser's autofill, here once for the page (drawn by the
        // server with the rest of the baseline) instead of by each input: the inputs a page hydrates beyond the
        // first each inserted them again, compiling CSS through stylis-plugin-rtl, whose first use costs a long
        // task (MUI's documented `disableInjectingGlobalStyles`, below).
        '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
        '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
      },
    },
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Keyboard focus is drawn as an outline on every button, icon button, tab, chip and list item (MUI's own
    // cue is a faint ripple), in the primary colour, 3:1 and more on the page's backgrounds.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `2px solid ${COLORS.primaryDark}`, outlineOffset: 2 },
        },
      },
    },
    // MUI draws subtitles as h6 by default: a small caption would then be a heading that skips levels (the
    // not-found page's suggestions did, h1 → h6). A heading is asked for with `component="h2"` and so on.
    MuiTypography: {
      defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
    },
  },
});
