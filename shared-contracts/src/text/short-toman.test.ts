import { shortToman } from './short-toman';

describe('shortToman', () => {
  it('writes millions of Toman with one decimal and «م»', () => {
    expect(shortToman(24_000_000)).toBe('۲٫۴م');
    expect(shortToman(31_260_000)).toBe('۳٫۱م');
  });

  it('drops a decimal of zero', () => {
    expect(shortToman(20_000_000)).toBe('۲م');
  });

  it('writes thousands of Toman with «ه»', () => {
    expect(shortToman(8_500_000)).toBe('۸۵۰ه');
    expect(shortToman(12_340)).toBe('۱ه');
  });

  it('reads a price that rounds up to a thousand thousands as a million', () => {
    expect(shortToman(9_999_600)).toBe('۱م');
  });

  it('leaves less than a thousand Toman whole', () => {
    expect(shortToman(5_000)).toBe('۵۰۰');
  });
});
