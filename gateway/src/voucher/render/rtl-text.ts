// Measuring, wrapping and drawing right-to-left lines with pdf-lib: each line goes through the bidi algorithm
// (visualRuns) and its runs are drawn from left to right, each shaped by fontkit in its own direction.
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { visualRuns } from './bidi-runs';
import { withDirection } from './pdf-font';

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
}

const runWidth = (text: string, direction: 'ltr' | 'rtl', { font, size }: TextStyle) =>
  withDirection(direction, () => font.widthOfTextAtSize(text, size));

export function lineWidth(line: string, style: TextStyle): number {
  return visualRuns(line).reduce((sum, run) => sum + runWidth(run.text, run.direction, style), 0);
}

/** Words of the logical text put on lines no wider than `maxWidth` (a longer word gets a line of its own). */
export function wrapLine(text: string, maxWidth: number, style: TextStyle): string[] {
  if (lineWidth(text, style) <= maxWidth) return [text];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && lineWidth(candidate, style) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws one line with its right end at `right` (baseline `y`); answers its width. */
export function drawRtlLine(page: PDFPage, line: string, right: number, y: number, style: TextStyle): number {
  const runs = visualRuns(line).map((run) => ({ ...run, width: runWidth(run.text, run.direction, style) }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let x = right - total;
  for (const run of runs) {
    withDirection(run.direction, () => page.drawText(run.text, { x, y, ...style }));
    x += run.width;
  }
  return total;
}
