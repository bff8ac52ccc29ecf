// A guest room: a window with curtains, a headboard, a made bed with pillows and blanket, bedside lamps
// and a framed picture.
import type { Random } from '../../seed/random';
import type { Palette } from '../palettes';
import { circle, d, glow, path, rect, vGradient } from '../svg';
import { roomShell } from './room-shell';

const HORIZON = 380;

function window(x: number, fabric: string, evening: boolean): string {
  return (
    rect(x, 70, 150, 200, evening ? 'url(#ev)' : 'url(#dy)') +
    rect(x, 70, 150, 200, 'none', { stroke: '#f5f0e6', 'stroke-width': 8 }) +
    rect(x + 71, 70, 8, 200, '#f5f0e6') +
    path(d`M${x - 30} 50h50q-10 110 6 250h-56Z`, fabric) +
    path(d`M${x + 180} 50h-50q10 110 -6 250h56Z`, fabric) +
    rect(x - 40, 44, 230, 8, '#6b5444', { rx: 4 })
  );
}

function lamp(x: number, palette: Palette): string {
  return (
    circle(x, 250, 70, 'url(#lg)', { opacity: 0.7 }) +
    rect(x - 36, 300, 72, 84, palette.wood) +
    rect(x - 36, 330, 72, 4, '#000', { opacity: 0.2 }) +
    rect(x - 4, 262, 8, 38, palette.accent2) +
    path(d`M${x - 26} 262l10 -40h32l10 40Z`, '#f6e7c4')
  );
}

/** A double bed or two singles side by side, from `x` and `width` wide. */
function beds(x: number, width: number, blanket: string, palette: Palette, twin: boolean): string {
  const bed = (bx: number, bw: number, pillows: number) => {
    let out = rect(bx - 10, 290, bw + 20, 70, '#fbf8f2', { rx: 10 });
    const pillowWidth = (bw - 30 - (pillows - 1) * 20) / pillows;
    for (let i = 0; i < pillows; i++) {
      out += rect(bx + 15 + i * (pillowWidth + 20), 262, pillowWidth, 44, '#ffffff', {
        rx: 14,
        stroke: '#e5ded2',
      });
    }
    return (
      out +
      path(d`M${bx - 14} 330h${bw + 28}l12 80h${-bw - 52}Z`, blanket) +
      rect(bx - 14, 344, bw + 28, 14, '#fff', { opacity: 0.35 }) +
      rect(bx - 14, 410, bw + 52, 22, '#3b2a20', { rx: 4 })
    );
  };
  if (twin) return bed(x - 20, width / 2 - 20, 1) + bed(x + width / 2 + 30, width / 2 - 20, 1);
  return bed(x, width, 2) + rect(x + width / 2 - 35, 276, 70, 36, palette.accent2, { rx: 10 });
}

export function rooms(random: Random, palette: Palette): string {
  const evening = random.chance(0.35);
  const windowLeft = random.chance(0.5);
  const blanket = random.pick([palette.fabric, palette.accent, '#d9c7a6']);
  const headboard = random.pick([palette.wood, palette.fabric, palette.wallDark]);
  const bedX = windowLeft ? 300 : 200;
  let tufts = '';
  for (let x = bedX + 30; x < bedX + 300; x += 45) tufts += rect(x, 190, 3, 110, '#000', { opacity: 0.12 });
  return (
    roomShell(
      palette.wall,
      palette.wallDark,
      random.pick([palette.floor, '#9b8f84', '#b3a48f']),
      HORIZON,
      vGradient('dy', '#8cc3ea', '#e4f3fb') + vGradient('ev', '#293a6b', '#e08a6a') + glow('lg', '#ffe2a2'),
    ) +
    window(windowLeft ? 60 : 590, palette.fabric, evening) +
    rect(bedX + 70, 90, 190, 80, '#fbf6ec', { stroke: palette.accent2, 'stroke-width': 6 }) +
    path(d`M${bedX + 76} 164l50 -40l40 26l30 -30l58 44Z`, palette.accent, { opacity: 0.8 }) +
    circle(bedX + 220, 112, 12, palette.accent2) +
    rect(bedX, 180, 330, 140, headboard, { rx: 10 }) +
    tufts +
    lamp(bedX - 60, palette) +
    lamp(bedX + 390, palette) +
    beds(bedX, 330, blanket, palette, random.chance(0.35)) +
    path(d`M${bedX - 40} 520l30 -70h390l30 70Z`, palette.accent, { opacity: 0.35 })
  );
}
