/**
 * The slug helper of product §2: trims, replaces runs of whitespace with one hyphen, URL-encodes.
 * @example slugify('  هتل  درویشی ') // → encodeURIComponent('هتل-درویشی')
 */
export function slugify(text: string): string {
  return encodeURIComponent(text.trim().replace(/\s+/g, '-'));
}
