import fc from 'fast-check';
import { slugify } from './slug';

describe('slugify', () => {
  it('trims the text', () => {
    expect(slugify('  hotel  ')).toBe('hotel');
  });

  it('replaces a single space with a hyphen', () => {
    expect(slugify('grand hotel')).toBe('grand-hotel');
  });

  it('collapses a run of spaces, tabs and newlines into one hyphen', () => {
    expect(slugify('grand \t\n  hotel\r\nmashhad')).toBe('grand-hotel-mashhad');
  });

  it('URL-encodes Persian letters', () => {
    expect(slugify('  هتل  درویشی ')).toBe(encodeURIComponent('هتل-درویشی'));
    expect(slugify('هتل')).toBe('%D9%87%D8%AA%D9%84');
  });

  it('keeps the zero-width non-joiner inside a Persian word instead of turning it into a hyphen', () => {
    const word = 'صفحه\u200cای';

    expect(decodeURIComponent(slugify(word))).toBe(word);
  });

  it('URL-encodes characters that would break a path segment', () => {
    expect(slugify('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
  });

  it('gives an empty slug for blank text', () => {
    expect(slugify(' \t\n ')).toBe('');
  });

  it('joins the words with single hyphens, whatever whitespace separates or surrounds them', () => {
    const word = fc.string({
      unit: fc.constantFrom('ه', 'ت', 'ل', 'م', 'ش', 'د', 'a', 'Z', '7', '-', '\u200c'),
      minLength: 1,
      maxLength: 6,
    });
    const blank = fc.string({
      unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0'),
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(blank, { minLength: 6, maxLength: 6 }),
        (words, blanks) => {
          const text =
            blanks[0] + words.map((w, index) => (index === 0 ? w : blanks[index] + w)).join('') + blanks[5];

          const slug = slugify(text);

          expect(slug).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/);
          expect(decodeURIComponent(slug)).toBe(words.join('-'));
        },
      ),
    );
  });
});
