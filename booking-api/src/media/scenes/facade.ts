// What every building in an exterior shares: the street level, its frame, and the sign with the hotel name.
import type { Palette } from '../palettes';
import { el, escapeXml, rect } from '../svg';

/** The y of the pavement the buildings stand on. */
export const GROUND = 440;

export interface Frame {
  x: number;
  width: number;
  /** The roof line. */
  top: number;
  /** Dusk: windows lit, glass warm. */
  lit: boolean;
}

/**
 * A sign centred over the building at `y`, at most `room` wide, the type shrunk to fit a long name.
 * @example sign(frame, 'هتل درویشی', 300, frame.top - 52, palette)
 */
export function sign({ x, width, lit }: Frame, name: string, room: number, y: number, color: string): string {
  const signWidth = Math.min(room, 40 + name.length * 10);
  const fontSize = Math.max(11, Math.min(18, (signWidth - 24) / (name.length * 0.55)));
  return (
    rect(x + width / 2 - signWidth / 2, y, signWidth, 34, color, { rx: 6 }) +
    el(
      'text',
      {
        x: x + width / 2,
        y: y + 23,
        fill: lit ? '#ffe6a8' : '#fff',
        'font-family': 'Vazirmatn, Tahoma, sans-serif',
        'font-size': fontSize,
        'text-anchor': 'middle',
        direction: 'rtl',
      },
      escapeXml(name),
    )
  );
}

export type { Palette };
