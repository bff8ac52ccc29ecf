// The pool: sky and a wing of the hotel, a tiled deck, blue water with wave lines, loungers and umbrellas.
import type { Random } from '../../seed/random';
import { FACADES, type Palette } from '../palettes';
import { d, el, line, path, rect, vGradient } from '../svg';
import { tree } from './plants';

function lounger(x: number, y: number, cushion: string): string {
  return (
    path(d`M${x} ${y}h90l40 -46l10 6l-38 48h-102Z`, cushion) +
    line(x + 6, y + 8, x + 6, y + 26, '#6b6b6b', 4) +
    line(x + 92, y + 8, x + 92, y + 26, '#6b6b6b', 4)
  );
}

function umbrella(x: number, y: number, color: string): string {
  return (
    line(x, y - 120, x, y, '#5a4636', 5) +
    path(d`M${x - 80} ${y - 110}Q${x} ${y - 170} ${x + 80} ${y - 110}Z`, color) +
    path(d`M${x - 80} ${y - 110}q20 10 40 0q20 10 40 0q20 10 40 0q20 10 40 0`, '#fff', { opacity: 0.35 })
  );
}

export function pool(random: Random, palette: Palette): string {
  const facade = random.pick(FACADES);
  let waves = '';
  for (let i = 0; i < 9; i++) {
    const x = random.int(160, 560);
    const y = random.int(330, 440);
    waves += d`M${x} ${y}q15 -6 30 0t30 0t30 0`;
  }
  let trees = '';
  for (const x of [40, 760]) trees += tree(random, x + random.int(-15, 15), 300);
  return (
    el(
      'defs',
      {},
      vGradient('sky', '#69aee3', '#d9efff') +
        vGradient('wa', '#5fd0e6', '#1c7fb0') +
        el(
          'pattern',
          { id: 'w', width: 50, height: 46, patternUnits: 'userSpaceOnUse', x: 120, y: 70 },
          rect(12, 8, 26, 28, '#8db5cf'),
        ),
    ) +
    rect(0, 0, 800, 300, 'url(#sky)') +
    rect(120, 60, 560, 240, facade) +
    rect(120, 70, 560, 220, 'url(#w)') +
    rect(110, 50, 580, 14, palette.wallDark) +
    rect(0, 280, 800, 253, '#ece4d4') +
    path('M0 300H800', 'none', { stroke: '#d5cab5', 'stroke-width': 4 }) +
    path(d`M150 310H650L760 470H40Z`, '#f7f3ea') +
    path(d`M170 318H630L728 460H72Z`, 'url(#wa)') +
    path(waves, 'none', { stroke: '#fff', 'stroke-opacity': 0.55, 'stroke-width': 3 }) +
    path(d`M600 318v34m22 -34v34m-22 -10h22`, 'none', { stroke: '#cfd6da', 'stroke-width': 4 }) +
    trees +
    umbrella(110, 500, palette.accent) +
    lounger(20, 500, '#ffffff') +
    umbrella(690, 500, palette.fabric) +
    lounger(600, 500, palette.accent2)
  );
}
