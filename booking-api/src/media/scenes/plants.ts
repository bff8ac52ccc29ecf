// Trees and potted plants shared by the scenes.
import type { Random } from '../../seed/random';
import { d, ellipse, path, rect } from '../svg';

const GREENS = ['#4f7d3a', '#5e8f45', '#3f6b3a', '#6b9a4e'];

/** A street tree standing at (x, base): a round plane tree, a Persian cypress or a palm. */
export function tree(random: Random, x: number, base: number): string {
  const green = random.pick(GREENS);
  const kind = random.weighted<'round' | 'cypress' | 'palm'>([
    ['round', 4],
    ['cypress', 3],
    ['palm', 2],
  ]);
  if (kind === 'cypress') {
    const h = random.int(110, 170);
    return (
      ellipse(x, base - h / 2, 20, h / 2, '#3c6436') +
      ellipse(x - 6, base - h / 2, 8, h / 2.4, '#4f7d46', { opacity: 0.6 })
    );
  }
  if (kind === 'palm') {
    const h = random.int(120, 170);
    let fronds = '';
    for (const dx of [-60, -35, 35, 60]) {
      fronds += path(
        d`M${x} ${base - h}q${dx / 2} -30 ${dx} ${Math.abs(dx) / 3}q${-dx / 2} -20 ${-dx} ${-Math.abs(dx) / 3}`,
        '#4b7f3c',
      );
    }
    return path(d`M${x - 5} ${base}q8 -${h / 2} 2 -${h}h6q0 ${h / 2} 4 ${h}Z`, '#8a6a48') + fronds;
  }
  const h = random.int(70, 110);
  return (
    rect(x - 5, base - h, 10, h, '#6d4c33') +
    ellipse(x, base - h - 10, 46, 40, green) +
    ellipse(x - 24, base - h + 8, 30, 26, green) +
    ellipse(x + 22, base - h + 6, 32, 26, green, { opacity: 0.9 }) +
    ellipse(x - 10, base - h - 22, 20, 14, '#fff', { opacity: 0.12 })
  );
}

/** A potted plant of height about `h` standing at (x, base). */
export function pottedPlant(x: number, base: number, h: number, pot: string): string {
  return (
    path(d`M${x - 18} ${base - 40}h36l-6 40h-24Z`, pot) +
    ellipse(x, base - 40 - h * 0.35, 26, h * 0.35, '#4f7d3a') +
    ellipse(x - 16, base - 40 - h * 0.2, 16, h * 0.25, '#5e8f45') +
    ellipse(x + 15, base - 40 - h * 0.25, 14, h * 0.28, '#3f6b3a')
  );
}
