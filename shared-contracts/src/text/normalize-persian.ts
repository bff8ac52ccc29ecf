// One spelling for every way a Persian name reaches us, so "علي" typed on an Arabic keyboard finds "علی" and
// "خانه‌ها" finds "خانه ها". For search and matching only: never show the result to a traveller.
import { toAsciiDigits } from './digits';

/** Arabic letters and their Persian (or plain) counterparts. */
const LETTERS: Record<string, string> = {
  ي: 'ی', // U+064A Arabic yeh
  ى: 'ی', // U+0649 alef maksura
  ك: 'ک', // U+0643 Arabic kaf
  ة: 'ه', // U+0629 teh marbuta
  ۀ: 'ه', // U+06C0 heh with yeh above, as in «خانهٔ»
  أ: 'ا', // U+0623 alef with hamza above
  إ: 'ا', // U+0625 alef with hamza below
  ٱ: 'ا', // U+0671 alef wasla
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Harakat (U+064B–U+0652), maddah and hamza marks (U+0653–U+0655), superscript alef, tatweel. */
const MARKS = /[\u064B-\u0655\u0670\u0640]/g;
/** Direction marks and joiners that are invisible and carry no meaning for matching. */
const INVISIBLES = /[\u200D-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Whitespace, the zero-width non-joiner (U+200C) and zero-width space (U+200B) all separate words alike. */
const SEPARATORS = /[\s\u200B\u200C]+/g;

/**
 * The search key of a Persian (or Latin) text: Arabic yeh/kaf and other Arabic letter forms become Persian,
 * diacritics and tatweel go, Persian and Arabic digits become ASCII, the ZWNJ and whitespace runs become one
 * space, the ends are trimmed and Latin letters lower-cased. Compatibility forms (such as the presentation
 * forms of text copied from a PDF) are unfolded first with NFKC.
 * @example
 * normalizePersian('علي') === normalizePersian('علی') // → true
 * normalizePersian('خانه‌ها') // → 'خانه ها'
 * normalizePersian(' هتل  ESPINAS ۲ ') // → 'هتل espinas 2'
 */
export function normalizePersian(text: string): string {
  const unfolded = text.normalize('NFKC');
  return toAsciiDigits(unfolded)
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter] ?? letter)
    .replace(MARKS, '')
    .replace(INVISIBLES, '')
    .replace(SEPARATORS, ' ')
    .trim()
    .toLowerCase();
}
