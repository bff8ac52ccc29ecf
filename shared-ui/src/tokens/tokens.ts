// Design tokens (product §9): light mode only, right-to-left, primary green, secondary blue, error red.
// Plain data so the shell's MUI theme, the server-rendered pages and any component read the same values.

export const COLORS = {
  primary: '#0f7b4f',
  primaryDark: '#0a5c3b',
  secondary: '#1660b8',
  error: '#c62828',
  /** A discount or other deduction wherever it is shown (the price badge, the summary's lines): 5.6:1 on white. */
  discount: '#c62828',
  /** White text on it (chips, badges) needs 4.5:1: #b26a00 gave 4.2. */
  warning: '#9c5d00',
  /** White text on it needs 4.5:1: MUI's #0288d1 gave 3.9 on the profile's status chips; 4.8. */
  info: '#0277bd',
  background: '#f6f8f7',
  paper: '#ffffff',
  text: '#1d2623',
  textSecondary: '#4e5b56',
  loadingStart: '#0d9488',
  loadingEnd: '#f59e0b',
  /** A hotel's stars: amber dark enough for 3:1 against white (WCAG non-text contrast). */
  star: '#b7791f',
} as const;

/**
 * Vazirmatn, then fonts that draw Persian where they are installed: Tahoma and Segoe UI (Windows), Noto Sans
 * Arabic (Linux, ChromeOS). Until Vazirmatn arrives, and for the few characters its cut lacks, the browser takes
 * the first of these it has; without one that covers Persian it looks for a font character by character, a
 * request to the browser process each (600-1,800 of them, 100-180 ms, on a city page's first layout).
 */
export const FONT_FAMILY = 'Vazirmatn, Tahoma, "Segoe UI", "Noto Sans Arabic", sans-serif';

/** The top loading bar of product §2: a teal-to-amber gradient, 6 px high. */
export const LOADING_BAR = {
  height: 6,
  gradient: `linear-gradient(90deg, ${COLORS.loadingStart}, ${COLORS.loadingEnd})`,
} as const;

/**
 * `sx` for a block that usually starts below the fold (a card of a long list, the footer): the browser skips its
 * style, layout and paint until it nears the viewport (`content-visibility: auto`), holding `height` px (one
 * figure, or one per breakpoint) in its place until then, and its last drawn height after. On a city page this
 * halves the main thread's blocking after the first paint (the shell adopting the server's page lays out only the
 * cards on screen). Its text stays in the accessibility tree and find-in-page.
 * @example <Paper component="article" sx={{ ...drawnNearViewport(206), p: 1.5 }} />
 */
export function drawnNearViewport(
  height: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>,
) {
  const size = (px: number) => `auto ${px}px`;
  return {
    contentVisibility: 'auto',
    containIntrinsicSize:
      typeof height === 'number'
        ? size(height)
        : Object.fromEntries(Object.entries(height).map(([breakpoint, px]) => [breakpoint, size(px)])),
  } as const;
}
