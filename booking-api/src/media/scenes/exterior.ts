// The hotel from the street: sky by time of day, sometimes mountains, the building (a hotel block, a
// courtyard house or a timber lodge) with its name sign, and trees that never hide the entrance.
import type { Random } from '../../seed/random';
import type { Palette } from '../palettes';
import { circle, d, el, ellipse, glow, line, path, rect, vGradient } from '../svg';
import { GROUND } from './facade';
import { house } from './house';
import { tree } from './plants';
import { tower } from './tower';

export type BuildingStyle = 'tower' | 'small' | 'courtyard' | 'lodge';

const SKIES = {
  day: { top: '#6fb1e4', bottom: '#dcefff', hills: ['#9db5c6', '#7f9aab'] },
  sunset: { top: '#f09a5b', bottom: '#fbe0b0', hills: ['#c78d7c', '#a06c66'] },
  dusk: { top: '#1e2a55', bottom: '#c46c7c', hills: ['#3d4270', '#2c3058'] },
} as const;

function skyline(random: Random, colors: readonly [string, string]): string {
  let out = '';
  colors.forEach((color, layer) => {
    let data = d`M0 ${GROUND}V${300 + layer * 30}`;
    for (let x = 0; x <= 800; x += random.int(90, 160)) data += d`L${x} ${random.int(230, 320) + layer * 35}`;
    out += path(`${data}L800 ${300 + layer * 30}V${GROUND}Z`, color);
  });
  return out;
}

export function exterior(random: Random, palette: Palette, name: string, style: BuildingStyle): string {
  const time = random.weighted<keyof typeof SKIES>([
    ['day', 5],
    ['sunset', 3],
    ['dusk', 2],
  ]);
  const sky = SKIES[time];
  const lit = time === 'dusk';
  const sun =
    time === 'day'
      ? circle(random.int(80, 720), random.int(60, 110), 30, '#fff7d6', { opacity: 0.9 })
      : time === 'sunset'
        ? circle(random.int(120, 680), 250, 60, 'url(#sun)')
        : circle(random.int(80, 720), 70, 16, '#f4f1de');
  let distant = '';
  for (let i = 0; i < 4; i++) {
    const w = random.int(60, 120);
    const h = random.int(60, 160);
    distant += rect(random.int(0, 760), GROUND - h, w, h, time === 'dusk' ? '#3a3f63' : '#c9ccd2', {
      opacity: 0.7,
    });
  }
  const low = style === 'courtyard' || style === 'lodge';
  const width = low ? random.int(380, 480) : random.int(300, 420);
  const x = random.int(90, 710 - width);
  const frame = { x, width, lit };
  const door = x + width / 2;
  let trees = '';
  for (let i = random.int(2, 4); i > 0; i--) {
    // Never in front of the entrance.
    const left = random.chance(0.5) && door - 110 > 30;
    const treeX = left ? random.int(20, door - 110) : random.int(Math.min(door + 110, 770), 780);
    trees += tree(random, treeX, GROUND + random.int(6, 30));
  }
  return (
    el(
      'defs',
      {},
      vGradient('sky', sky.top, sky.bottom) + vGradient('gl', '#cfe6f5', '#6f94b3') + glow('sun', '#ffd27a'),
    ) +
    rect(0, 0, 800, 533, 'url(#sky)') +
    sun +
    (random.chance(0.6) ? skyline(random, sky.hills) : '') +
    distant +
    (low
      ? house(random, palette, frame, name, style)
      : tower(random, palette, frame, name, style === 'small')) +
    rect(0, GROUND, 800, 40, '#d8cfc0') +
    rect(0, GROUND + 40, 800, 53, '#5b5a5c') +
    line(0, 507, 800, 507, '#f2f2f2', 4, { 'stroke-dasharray': '40 30' }) +
    trees +
    (lit ? ellipse(400, GROUND + 6, 220, 14, '#ffd98a', { opacity: 0.25 }) : '')
  );
}
