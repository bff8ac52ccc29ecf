// A modern hotel block: floors of windows, an entrance canopy, a rooftop sign, sometimes a dome.
import type { Random } from '../../seed/random';
import { FACADES, type Palette } from '../palettes';
import { d, el, line, path, rect } from '../svg';
import { type Frame, GROUND, sign } from './facade';

function dome(cx: number, base: number, width: number, accent2: string): string {
  const half = width / 2;
  return (
    rect(cx - half * 0.8, base - 24, half * 1.6, 26, '#e7d7b8') +
    path(
      d`M${cx - half} ${base - 22}Q${cx - half} ${base - 22 - width * 0.9} ${cx} ${base - 22 - width * 1.05}Q${cx + half} ${base - 22 - width * 0.9} ${cx + half} ${base - 22}Z`,
      '#2aa3a0',
    ) +
    path(
      d`M${cx - half * 0.5} ${base - 30}Q${cx - half * 0.4} ${base - width * 0.85} ${cx} ${base - 22 - width}`,
      'none',
      { stroke: '#7fd3cc', 'stroke-width': 4, opacity: 0.6 },
    ) +
    line(cx, base - 22 - width * 1.05, cx, base - 40 - width * 1.05, accent2, 3)
  );
}

function windows(random: Random, { x, width, top, lit }: Frame, floors: number, floorHeight: number): string {
  const columns = Math.floor((width - 30) / 46);
  const left = x + (width - columns * 46) / 2;
  const pane = random.int(20, 28);
  let out =
    el(
      'pattern',
      { id: 'w', width: 46, height: floorHeight, patternUnits: 'userSpaceOnUse', x: left, y: top + 22 },
      rect((46 - pane) / 2, 4, pane, floorHeight - 14, lit ? '#2d3550' : 'url(#gl)') +
        rect((46 - pane) / 2 - 3, floorHeight - 10, pane + 6, 3, '#fff', { opacity: 0.5 }),
    ) + rect(left, top + 22, columns * 46, floors * floorHeight, 'url(#w)');
  // At dusk about half the rooms have their lights on.
  for (let i = 0; lit && i < columns * floors * 0.55; i++) {
    const cx = left + random.int(0, columns - 1) * 46 + (46 - pane) / 2;
    const cy = top + 22 + random.int(0, floors - 1) * floorHeight + 4;
    out += rect(cx, cy, pane, floorHeight - 14, random.pick(['#ffd98a', '#ffe7b0', '#f7c56b']));
  }
  return out;
}

function entrance({ x, width, lit }: Frame, palette: Palette): string {
  const door = x + width / 2;
  const glass = lit ? '#f5cf86' : 'url(#gl)';
  return (
    rect(x, GROUND - 62, width, 62, '#000', { opacity: 0.12 }) +
    rect(x + 16, GROUND - 50, width / 2 - 70, 36, glass, { opacity: 0.9 }) +
    rect(door + 54, GROUND - 50, width / 2 - 70, 36, glass, { opacity: 0.9 }) +
    rect(door - 40, GROUND - 52, 80, 52, lit ? '#ffdf9e' : '#9fc3d6') +
    line(door, GROUND - 52, door, GROUND, '#555', 3) +
    path(d`M${door - 78} ${GROUND - 58}h156l-12 -16h-132Z`, palette.accent) +
    line(door - 70, GROUND - 58, door - 70, GROUND, '#444', 4) +
    line(door + 70, GROUND - 58, door + 70, GROUND, '#444', 4)
  );
}

/**
 * A hotel block of 4–8 floors (2–4 for a guest house) with a rooftop sign and, now and then, a turquoise dome.
 */
export function tower(
  random: Random,
  palette: Palette,
  frame: Omit<Frame, 'top'>,
  name: string,
  small: boolean,
): string {
  const { x, width } = frame;
  const domeWidth = random.chance(0.35) ? random.int(40, 56) : 0;
  const floorHeight = random.int(36, 44);
  // Low enough for the rooftop sign (and dome) to stay in the picture.
  const floors = Math.min(
    small ? random.int(2, 4) : random.int(4, 8),
    Math.floor((domeWidth ? 220 : 280) / floorHeight),
  );
  const top = GROUND - 86 - floors * floorHeight;
  const facade = random.pick(FACADES);
  const placed = { ...frame, top };
  const domeX = random.pick([x + domeWidth / 2 + 10, x + width - domeWidth / 2 - 10]);
  return (
    path(d`M${x + width} ${top}l30 14V${GROUND}h-30Z`, facade, { opacity: 0.75 }) +
    path(d`M${x + width} ${top}l30 14V${GROUND}h-30Z`, '#000', { opacity: 0.18 }) +
    rect(x, top, width, GROUND - top, facade) +
    rect(x - 6, top - 14, width + 12, 16, palette.wallDark) +
    rect(x, top + 4, width, 8, palette.accent, { opacity: 0.85 }) +
    windows(random, placed, floors, floorHeight) +
    (domeWidth ? dome(domeX, top - 14, domeWidth, palette.accent2) : '') +
    entrance(placed, palette) +
    sign(placed, name, domeWidth ? width - 2 * (domeWidth + 24) : width - 40, top - 52, palette.accent)
  );
}
