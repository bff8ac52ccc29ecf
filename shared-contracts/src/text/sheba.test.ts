import { groupSheba, isValidSheba, normalizeSheba } from './sheba';

// A Sheba with correct check digits (82), and the same account with one digit changed.
const VALID = 'IR820540102680020817909002';

describe('Sheba', () => {
  it('accepts «IR» and 24 digits whose mod-97 check holds', () => {
    expect(isValidSheba(VALID)).toBe(true);
  });

  it('refuses a Sheba with a digit changed, wrong check digits, another country or a wrong length', () => {
    expect(isValidSheba('IR820540102680020817909003')).toBe(false);
    expect(isValidSheba('IR830540102680020817909002')).toBe(false);
    expect(isValidSheba('DE89370400440532013000')).toBe(false);
    expect(isValidSheba('IR82054010268002081790900')).toBe(false);
  });

  it('reads what a traveller types: Persian digits, spaces, dashes, lower case, the 24 digits alone', () => {
    expect(normalizeSheba('ir۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲')).toBe(VALID);
    expect(normalizeSheba('IR82-0540-1026-8002-0817-9090-02')).toBe(VALID);
    expect(normalizeSheba('820540102680020817909002')).toBe(VALID);
  });

  it('groups a Sheba by four for display', () => {
    expect(groupSheba(VALID)).toBe('IR82 0540 1026 8002 0817 9090 02');
  });
});
