/** @jest-environment node */
import { styles } from './container';

describe('styles (the widgets other pages start with)', () => {
  it("writes the search bar's rules, the ones merged into its fields' classes too, in a tag of their ids", () => {
    const tags = styles('./SearchBox');
    const tag = /<style data-emotion="rtl ([^"]+)">([^<]*)<\/style>/.exec(tags);

    expect(tag).not.toBeNull();
    const [, ids = '', css = ''] = tag ?? [];
    // Some ids stand for no rule at all (a closed popover's empty styles): listed, so nothing is compiled for them.
    expect(ids.split(' ').filter((id) => css.includes(`.rtl-${id}`)).length).toBeGreaterThan(20);
    expect(css).toContain('.MuiOutlinedInput-notchedOutline'); // the fields' outlines
    // The fields' autofill keyframes are CssBaseline's (the theme), drawn once with every page, not the widget's.
    expect(tags).not.toContain('rtl-global');
  });

  it('draws the same rules every time (the gateway keeps them per build), and nothing for another module', () => {
    expect(styles('./SearchBox')).toBe(styles('./SearchBox'));
    expect(styles('./CityPage')).toBe('');
  });
});
