// The lobby: arched niches on the back wall, a reception desk, a chandelier, a Persian rug, plants, a sofa.
import type { Random } from '../../seed/random';
import type { Palette } from '../palettes';
import { circle, d, ellipse, glow, line, path, rect } from '../svg';
import { pottedPlant } from './plants';
import { archPath, roomShell } from './room-shell';

const HORIZON = 360;

function chandelier(x: number, palette: Palette): string {
  let drops = '';
  for (let i = -3; i <= 3; i++)
    drops += line(x + i * 14, 92, x + i * 14, 104 + (3 - Math.abs(i)) * 5, palette.accent2, 2);
  return (
    circle(x, 100, 110, 'url(#lg)', { opacity: 0.55 }) +
    line(x, 0, x, 70, palette.accent2, 3) +
    path(d`M${x - 56} 88Q${x} 118 ${x + 56} 88L${x + 40} 78H${x - 40}Z`, palette.accent2) +
    ellipse(x, 76, 44, 8, '#fff3cf') +
    drops
  );
}

export function lobby(random: Random, palette: Palette): string {
  const arches = random.int(3, 4);
  const archWidth = 110;
  const gap = (800 - arches * archWidth) / (arches + 1);
  let niches = '';
  for (let i = 0; i < arches; i++) {
    const x = gap + i * (archWidth + gap);
    niches +=
      path(archPath(x - 8, HORIZON - 40, archWidth + 16, 250), palette.wallDark) +
      path(archPath(x, HORIZON - 40, archWidth, 236), random.chance(0.5) ? palette.accent : '#8fb6c9', {
        opacity: 0.85,
      }) +
      path(archPath(x + 14, HORIZON - 40, archWidth - 28, 200), '#fff', { opacity: 0.12 });
  }
  const desk = random.int(230, 330);
  const rugColor = random.pick([palette.fabric, '#8e2f2f', '#2f4f6e']);
  return (
    roomShell(palette.wall, palette.wallDark, palette.floor, HORIZON, glow('lg', '#ffe3a0')) +
    niches +
    circle(400, 150, 34, 'none', { stroke: palette.accent2, 'stroke-width': 5 }) +
    circle(400, 150, 18, palette.accent2, { opacity: 0.7 }) +
    path(d`M140 ${HORIZON + 150}L260 ${HORIZON + 40}H540L660 ${HORIZON + 150}Z`, rugColor) +
    path(d`M168 ${HORIZON + 140}L270 ${HORIZON + 48}H530L632 ${HORIZON + 140}Z`, 'none', {
      stroke: palette.accent2,
      'stroke-width': 5,
    }) +
    path(d`M330 ${HORIZON + 95}l70 -30l70 30l-70 30Z`, palette.accent2, { opacity: 0.8 }) +
    rect(desk, HORIZON - 70, 800 - 2 * desk, 80, palette.wood) +
    rect(desk - 8, HORIZON - 80, 816 - 2 * desk, 14, '#3b2a20') +
    rect(desk + 20, HORIZON - 40, 760 - 2 * desk, 6, palette.accent2) +
    ellipse(desk + 40, HORIZON - 84, 10, 4, palette.accent2) +
    chandelier(400, palette) +
    pottedPlant(70, HORIZON + 120, 120, palette.wood) +
    pottedPlant(735, HORIZON + 110, 110, palette.wood) +
    rect(90, HORIZON + 110, 150, 46, palette.fabric, { rx: 12 }) +
    rect(80, HORIZON + 80, 170, 40, palette.fabric, { rx: 14, opacity: 0.85 }) +
    rect(98, HORIZON + 88, 40, 26, palette.accent2, { rx: 6 })
  );
}
