import fc from 'fast-check';
import { normalizePersian } from './normalize-persian';

const ZWNJ = '\u200c';

describe('normalizePersian', () => {
  it('matches a name typed with the Arabic yeh to the same name with the Persian yeh', () => {
    expect(normalizePersian('علي')).toBe('علی');
    expect(normalizePersian('علي')).toBe(normalizePersian('علی'));
  });

  it('turns the alef maksura into the Persian yeh', () => {
    expect(normalizePersian('موسى')).toBe('موسی');
  });

  it('matches a name typed with the Arabic kaf to the same name with the Persian kaf', () => {
    expect(normalizePersian('كرمان')).toBe('کرمان');
    expect(normalizePersian('كيش')).toBe(normalizePersian('کیش'));
  });

  it('treats the zero-width non-joiner and a space alike', () => {
    expect(normalizePersian(`خانه${ZWNJ}ها`)).toBe('خانه ها');
    expect(normalizePersian(`خانه${ZWNJ}ها`)).toBe(normalizePersian('خانه ها'));
    expect(normalizePersian(`می${ZWNJ}روم`)).toBe(normalizePersian('می روم'));
  });

  it('reads Persian and Arabic digits as ASCII digits', () => {
    expect(normalizePersian('۱۲۳')).toBe('123');
    expect(normalizePersian('١٢٣')).toBe(normalizePersian('123'));
  });

  it('turns the teh marbuta into heh', () => {
    expect(normalizePersian('مكة')).toBe('مکه');
  });

  it('turns alef with hamza above or below, and alef wasla, into a plain alef', () => {
    expect(normalizePersian('أصفهان')).toBe('اصفهان');
    expect(normalizePersian('إمام')).toBe('امام');
    expect(normalizePersian('ٱلله')).toBe('الله');
  });

  it('keeps the Persian alef with madda, which is a letter of its own', () => {
    expect(normalizePersian('آبادان')).toBe('آبادان');
  });

  it('drops diacritics so a vowelled name matches the plain one', () => {
    expect(normalizePersian('مَشْهَد')).toBe('مشهد');
    expect(normalizePersian('تهرانٌ')).toBe('تهران');
  });

  it('matches the ezafe written with a hamza mark or with heh-yeh to the bare heh', () => {
    expect(normalizePersian('خانهٔ دوست')).toBe('خانه دوست');
    expect(normalizePersian('خانۀ دوست')).toBe('خانه دوست');
  });

  it('drops the tatweel used to stretch letters', () => {
    expect(normalizePersian('تهـــران')).toBe('تهران');
  });

  it('collapses every run of whitespace to one space and trims the ends', () => {
    expect(normalizePersian('  هتل \t\n  پارسیان\u00a0 ')).toBe('هتل پارسیان');
  });

  it('drops invisible direction marks', () => {
    expect(normalizePersian('\u200fهتل\u200e اسپیناس\ufeff')).toBe('هتل اسپیناس');
  });

  it('lower-cases Latin letters', () => {
    expect(normalizePersian('Hotel ESPINAS Palace')).toBe('hotel espinas palace');
  });

  it('unfolds the presentation forms of text copied from a PDF', () => {
    // «کرمان» in Arabic presentation forms: kaf, reh, meem, alef, noon.
    expect(normalizePersian('\ufedb\ufead\ufee3\ufe8e\ufee6')).toBe('کرمان');
  });

  it('leaves an already normal Persian name unchanged', () => {
    expect(normalizePersian('هتل بین المللی قصر طلایی مشهد')).toBe('هتل بین المللی قصر طلایی مشهد');
  });

  describe('properties', () => {
    const persianish = fc.string({
      unit: fc.constantFrom(
        ...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیيكىةأإۀآئؤء۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩0123456789aBcZ ',
        ZWNJ,
        '\u064e',
        '\u0650',
        '\u0651',
        '\u0654',
        '\u0640',
        '\t',
        '\u200f',
      ),
    });

    it('gives the same result when applied twice', () => {
      fc.assert(
        fc.property(persianish, (text) => {
          expect(normalizePersian(normalizePersian(text))).toBe(normalizePersian(text));
        }),
      );
    });

    it('is idempotent on any text at all', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (text) => {
          expect(normalizePersian(normalizePersian(text))).toBe(normalizePersian(text));
        }),
      );
    });

    it('leaves no Arabic letter form, diacritic, non-ASCII digit, ZWNJ or double space behind', () => {
      fc.assert(
        fc.property(persianish, (text) => {
          const key = normalizePersian(text);

          expect(key).not.toMatch(/[يىكةأإۀ\u064b-\u0655\u0640۰-۹٠-٩\u200c\u200f]/);
          expect(key).not.toMatch(/\s\s|^\s|\s$/);
          expect(key).not.toMatch(/[A-Z]/);
        }),
      );
    });

    it('matches a text whatever mix of ZWNJ and spaces separates its words', () => {
      const words = fc.array(fc.constantFrom('خانه', 'ها', 'می', 'روم', 'هتل'), {
        minLength: 1,
        maxLength: 5,
      });
      const separator = fc.constantFrom(' ', ZWNJ, '  ', ` ${ZWNJ}`, '\t');
      fc.assert(
        fc.property(words, fc.array(separator, { minLength: 4, maxLength: 4 }), (list, separators) => {
          const joined = list.map((word, i) => `${i === 0 ? '' : separators[i - 1]}${word}`).join('');

          expect(normalizePersian(joined)).toBe(list.join(' '));
        }),
      );
    });
  });
});
