import { createHash } from 'node:crypto';
import { escapeHtml, scriptHashSource, scriptJson } from './escape';

describe('scriptJson', () => {
  it('never writes a closing script tag or an HTML comment, whatever the data holds', () => {
    const json = scriptJson({ a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: '&amp;' });

    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({
      a: '</script><script>alert(1)</script>',
      b: '<!-- x -->',
      c: '&amp;',
    });
  });

  it('escapes the line and paragraph separators', () => {
    const json = scriptJson({ text: 'a\u2028b\u2029c' });

    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json).text).toBe('a\u2028b\u2029c');
  });
});

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`"'<a>&`)).toBe('&quot;&#39;&lt;a&gt;&amp;');
  });
});

describe('scriptHashSource', () => {
  it("is the CSP source for the script's sha256 in base64", () => {
    const digest = createHash('sha256').update('window.x=1').digest('base64');

    expect(scriptHashSource('window.x=1')).toBe(`'sha256-${digest}'`);
  });
});
