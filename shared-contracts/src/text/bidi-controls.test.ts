import { stripBidiControls, stripBidiFromName } from './bidi-controls';

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('stripBidiControls', () => {
  it.each(CONTROLS.map((control) => [control.codePointAt(0)?.toString(16), control]))(
    'takes U+%s out of free text',
    (_, control) => {
      expect(stripBidiControls(`سلام ${control}gpj.exe پایان`)).toBe('سلام gpj.exe پایان');
    },
  );

  it('keeps the direction marks, the ZWNJ and everything else as typed', () => {
    const text = 'هتل «Espinas»\u200F. خانه\u200Cها ۲۴ ساعته\u200E!';
    expect(stripBidiControls(text)).toBe(text);
  });
});

describe('stripBidiFromName', () => {
  it('takes every control and direction mark out of a name, keeping the ZWNJ', () => {
    expect(stripBidiFromName('\u200Fعلی\u202E\u2067رضا\u2069\u200E\u061C')).toBe('علیرضا');
    expect(stripBidiFromName('محمد\u200Cحسین')).toBe('محمد\u200Cحسین');
  });
});
