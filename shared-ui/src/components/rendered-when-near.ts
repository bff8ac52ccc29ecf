// Styles for a long part of a page that starts below the fold (a hotel's facts and reviews, the road atlas's
// provinces): the browser skips its style, layout and paint until it comes near the screen
// (`content-visibility: auto`). A server-rendered page is laid out as it arrives and again when the shell takes
// it into its layout, so the saving counts twice (docs/performance.md has the figures). The part keeps its place
// with an estimated height until drawn once, then with its real one (`auto`); links to an anchor inside it, find
// in page, focus and screen readers reach it as before. Paint containment clips what is drawn outside the box,
// so a 4 px band of padding, given back by a negative margin, keeps focus rings at its edge whole.

/**
 * @param estimatedHeight a guess at the drawn height on a phone, in px; an error only moves what is off screen.
 * @example <Box sx={{ display: 'grid', ...renderedWhenNear(2850) }}>…</Box>
 */
export function renderedWhenNear(estimatedHeight: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeight}px`,
    p: '4px',
    m: '-4px',
  } as const;
}
