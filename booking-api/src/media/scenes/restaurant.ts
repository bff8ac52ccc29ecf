// The hotel restaurant: tall windows, pendant lights, tables laid with white cloths, chairs around them.
import type { Random } from '../../seed/random';
import type { Palette } from '../palettes';
import { circle, d, ellipse, glow, line, path, rect, vGradient } from '../svg';
import { pottedPlant } from './plants';
import { roomShell } from './room-shell';

const HORIZON = 330;

function table(x: number, y: number, scale: number, palette: Palette, chair: string): string {
  const w = 90 * scale;
  return (
    rect(x - w * 0.9, y - 70 * scale, 26 * scale, 80 * scale, chair, { rx: 6 }) +
    rect(x + w * 0.9 - 26 * scale, y - 70 * scale, 26 * scale, 80 * scale, chair, { rx: 6 }) +
    path(d`M${x - w} ${y}h${2 * w}l-8 ${44 * scale}h${-2 * w + 16}Z`, '#f7f3ea') +
    ellipse(x, y, w, 18 * scale, '#fff') +
    path(d`M${x - w * 0.55} ${y - 2}h${w * 0.3}m${w * 0.5} 0h${w * 0.3}`, 'none', {
      stroke: '#e2dbcc',
      'stroke-width': 8 * scale,
      'stroke-linecap': 'round',
    }) +
    rect(x - 3 * scale, y - 22 * scale, 6 * scale, 18 * scale, palette.accent2, { opacity: 0.8 }) +
    path(
      d`M${x - w * 0.6} ${y + 44 * scale}v${26 * scale}M${x + w * 0.6} ${y + 44 * scale}v${26 * scale}`,
      'none',
      { stroke: '#3b2a20', 'stroke-width': 5 * scale },
    )
  );
}

function pendant(x: number, drop: number, color: string): string {
  return (
    circle(x, drop + 30, 60, 'url(#lg)', { opacity: 0.6 }) +
    line(x, 0, x, drop, '#3b2a20', 2) +
    path(d`M${x - 26} ${drop + 22}Q${x} ${drop - 14} ${x + 26} ${drop + 22}Z`, color) +
    ellipse(x, drop + 22, 26, 5, '#fff1c7')
  );
}

export function restaurant(random: Random, palette: Palette): string {
  const evening = random.chance(0.4);
  let windows = '';
  for (let x = 60; x < 760; x += 180) {
    windows +=
      rect(x, 60, 140, 220, 'url(#sk)') +
      rect(x, 60, 140, 220, 'none', { stroke: palette.wood, 'stroke-width': 10 });
  }
  const chair = random.pick([palette.wood, palette.fabric, palette.accent]);
  let lights = '';
  for (let x = 140; x < 700; x += random.int(120, 170))
    lights += pendant(x, random.int(40, 90), palette.accent2);
  return (
    roomShell(
      palette.wall,
      palette.wallDark,
      palette.floor,
      HORIZON,
      vGradient('sk', evening ? '#2b3b6b' : '#8fc4ea', evening ? '#d98b6e' : '#eaf5fb') +
        glow('lg', '#ffe0a0'),
    ) +
    windows +
    rect(0, HORIZON - 60, 800, 60, palette.wood, { opacity: 0.55 }) +
    lights +
    table(160 + random.int(-20, 20), 380, 0.8, palette, chair) +
    table(420 + random.int(-20, 20), 370, 0.75, palette, chair) +
    table(660 + random.int(-20, 20), 385, 0.8, palette, chair) +
    table(290 + random.int(-30, 30), 470, 1.1, palette, chair) +
    table(580 + random.int(-30, 30), 478, 1.05, palette, chair) +
    pottedPlant(random.pick([30, 770]), 520, 120, palette.wood)
  );
}
