// Low buildings for the types that are not hotel blocks: a traditional courtyard house of sun-dried brick
// with arched windows, a tiled portal and a wind catcher; an eco-lodge of timber under a pitched roof.
import type { Random } from '../../seed/random';
import type { Palette } from '../palettes';
import { circle, d, el, line, path, rect } from '../svg';
import { type Frame, GROUND, sign } from './facade';
import { archPath } from './room-shell';

const ADOBE = ['#d8b98f', '#cfae84', '#e0c49a'];

function windCatcher(x: number, roof: number): string {
  let slits = '';
  for (let i = 0; i < 3; i++) slits += rect(x + 8 + i * 12, roof - 84, 6, 50, '#5a4030');
  return rect(x, roof - 96, 46, 96, '#c9a57a') + rect(x - 4, roof - 104, 54, 10, '#b8936a') + slits;
}

function archedWindows({ x, width, lit }: Frame, palette: Palette, door: number): string {
  let out = '';
  for (let wx = x + 30; wx + 44 < x + width - 20; wx += 84) {
    if (Math.abs(wx + 22 - door) < 90) continue;
    out +=
      path(archPath(wx - 5, GROUND - 40, 54, 95), '#8a6446') +
      path(archPath(wx, GROUND - 44, 44, 86), lit ? '#f7c56b' : palette.accent, { opacity: 0.9 }) +
      line(wx + 22, GROUND - 124, wx + 22, GROUND - 44, '#8a6446', 3);
  }
  return out;
}

function courtyardHouse(random: Random, palette: Palette, frame: Frame, name: string): string {
  const { x, width, top } = frame;
  const door = x + width / 2;
  return (
    (random.chance(0.7) ? windCatcher(x + random.pick([30, width - 76]), top) : '') +
    rect(x, top, width, GROUND - top, random.pick(ADOBE)) +
    rect(x - 4, top - 10, width + 8, 12, '#b8936a') +
    archedWindows(frame, palette, door) +
    rect(door - 70, top - 40, 140, GROUND - top + 40, '#c9a57a') +
    rect(door - 70, top - 40, 140, 16, palette.accent) +
    el(
      'pattern',
      { id: 't', width: 16, height: 16, patternUnits: 'userSpaceOnUse' },
      path('M8 0l8 8-8 8-8-8z', '#2aa3a0'),
    ) +
    rect(door - 62, top - 22, 124, 16, 'url(#t)') +
    path(archPath(door - 42, GROUND, 84, 130), '#6b4a32') +
    line(door, GROUND - 122, door, GROUND, '#4a3222', 3) +
    circle(door - 10, GROUND - 60, 4, palette.accent2) +
    circle(door + 10, GROUND - 60, 4, palette.accent2) +
    sign(frame, name, 200, top - 80, '#6b4a32')
  );
}

function lodge(random: Random, palette: Palette, frame: Frame, name: string): string {
  const { x, width, top, lit } = frame;
  const door = x + width / 2;
  let planks = '';
  for (let y = top + 14; y < GROUND; y += 14) planks += `M${x} ${y}h${width}`;
  let windows = '';
  for (const wx of [x + 40, x + width - 110]) {
    windows +=
      rect(wx, top + 40, 70, 56, lit ? '#f7c56b' : '#a9cde0') +
      rect(wx - 18, top + 40, 16, 56, palette.accent) +
      rect(wx + 72, top + 40, 16, 56, palette.accent);
  }
  return (
    rect(x, top, width, GROUND - top, random.pick(['#b9875a', '#a8794f', '#c4956a'])) +
    path(planks, 'none', { stroke: '#000', 'stroke-opacity': 0.12, 'stroke-width': 2 }) +
    path(
      d`M${x - 24} ${top + 6}L${door} ${top - 90}L${x + width + 24} ${top + 6}Z`,
      random.pick(['#8a4b35', '#6b5440', '#9a5b3f']),
    ) +
    windows +
    rect(door - 32, GROUND - 96, 64, 96, '#5a3d28') +
    circle(door + 20, GROUND - 48, 4, palette.accent2) +
    sign(frame, name, 220, top - 60, '#5a3d28')
  );
}

/** A one-storey building of the given style, `width` wide from `x`. */
export function house(
  random: Random,
  palette: Palette,
  frame: Omit<Frame, 'top'>,
  name: string,
  style: 'courtyard' | 'lodge',
) {
  const top = GROUND - (style === 'lodge' ? 130 : 150);
  return style === 'lodge'
    ? lodge(random, palette, { ...frame, top }, name)
    : courtyardHouse(random, palette, { ...frame, top }, name);
}
