/** @jest-environment node */
import { renderChromeStyles } from './chrome-styles';

describe('renderChromeStyles', () => {
  it("writes the rules of the shell's skip link, loading bar, header, layout and footer in one tag of its ids", () => {
    const tags = renderChromeStyles();
    const tag = /^<style data-emotion="rtl ([^"]+)">([^<]*)<\/style>$/.exec(tags);

    expect(tag).not.toBeNull();
    const [, ids = '', css = ''] = tag ?? [];
    expect(ids.split(' ').filter((id) => css.includes(`.rtl-${id}`)).length).toBeGreaterThan(20);
    expect(css).toContain('top:-48px'); // the skip link, hidden until focused
    expect(css).toContain('linear-gradient(90deg, #0d9488, #f59e0b)'); // the loading bar
    expect(css).toContain('position:sticky'); // the header's AppBar
    expect(css).toContain('background-color:#10231b'); // the footer
  });

  it('leaves CssBaseline to the page: a server-rendered page brings its own global tag', () => {
    expect(renderChromeStyles()).not.toContain('rtl-global');
  });
});
