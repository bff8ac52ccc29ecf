// Writing values into HTML safely: text and attribute values escaped, JSON made inert inside <script>.
import { createHash } from 'node:crypto';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or a double-quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * JSON that can sit inside <script> whatever the data holds: '<', '>' and '&' become \u escapes (so no
 * '</script>' or '<!--' can appear), and so do U+2028/U+2029, which end a line in older JavaScript.
 * @example scriptJson({ text: '</script>' }) // → '{"text":"\u003c/script\u003e"}'
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The CSP source that allows exactly this inline script: `'sha256-<base64>'`. */
export const scriptHashSource = (scriptText: string) =>
  `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
