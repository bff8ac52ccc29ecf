// The box every interior stands in: a back wall, a floor in perspective and a skirting line.
import { d, el, line, path, rect, vGradient } from '../svg';

/** Wall down to `horizon`, floor below it with boards or tiles running to a vanishing point. */
export function roomShell(
  wall: string,
  wallDark: string,
  floor: string,
  horizon: number,
  extraDefs = '',
): string {
  let boards = '';
  for (let x = -400; x <= 1200; x += 100) boards += d`M400 ${horizon - 160}L${x} 533`;
  return (
    el('defs', {}, vGradient('wl', wall, wallDark) + vGradient('fl', floor, '#3d2b1f') + extraDefs) +
    rect(0, 0, 800, horizon, 'url(#wl)') +
    rect(0, horizon, 800, 533 - horizon, 'url(#fl)') +
    el('clipPath', { id: 'fc' }, rect(0, horizon, 800, 533 - horizon, '#000')) +
    path(boards, 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.12,
      'stroke-width': 2,
      'clip-path': 'url(#fc)',
    }) +
    line(0, horizon, 800, horizon, '#000', 6, { opacity: 0.25 })
  );
}

/** A Persian arch (pointed, like an iwan) from (x, bottom) `width` wide and `height` tall. */
export const archPath = (x: number, bottom: number, width: number, height: number) =>
  d`M${x} ${bottom}V${bottom - height + width * 0.45}Q${x} ${bottom - height + width * 0.1} ${x + width / 2} ${bottom - height}Q${x + width} ${bottom - height + width * 0.1} ${x + width} ${bottom - height + width * 0.45}V${bottom}Z`;
