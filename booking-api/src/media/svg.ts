// Tiny SVG string builders for the generated photos: short output (integers, few attributes) keeps each
// picture a few kilobytes.

type Attrs = Record<string, string | number | undefined>;

const round = (value: string | number) => (typeof value === 'number' ? String(Math.round(value)) : value);

const attributes = (attrs: Attrs) =>
  Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${round(value as string | number)}"`)
    .join('');

export const el = (tag: string, attrs: Attrs, children = '') =>
  children ? `<${tag}${attributes(attrs)}>${children}</${tag}>` : `<${tag}${attributes(attrs)}/>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, more: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...more });

export const circle = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...more });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...more });

/** A path from a template whose numbers are rounded: path`M${x} ${y}h${w}` */
export const d = (strings: TemplateStringsArray, ...values: number[]) =>
  strings.reduce(
    (out, text, i) => out + text + (i < values.length ? Math.round(values[i] as number) : ''),
    '',
  );

export const path = (data: string, fill: string, more: Attrs = {}) => el('path', { d: data, fill, ...more });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  more: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...more });

/** A vertical gradient from `top` to `bottom`. */
export const vGradient = (id: string, top: string, bottom: string) =>
  el(
    'linearGradient',
    { id, x2: 0, y2: 1 },
    `<stop stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>`,
  );

/** A soft round glow: `color` fading to transparent. */
export const glow = (id: string, color: string) =>
  el(
    'radialGradient',
    { id },
    `<stop stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/>`,
  );

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
