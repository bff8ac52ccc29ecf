import { markdownToHtml, markdownToText } from './markdown';

describe('an article from Markdown', () => {
  it('keeps headings, lists, emphasis and safe links', () => {
    const html = markdownToHtml(
      '# سفر به یزد\n\nیک **روز** در [یزد](https://example.com/yazd).\n\n- بادگیر\n- قنات',
    );
    expect(html).toBe(
      '<h2>سفر به یزد</h2>\n<p>یک <strong>روز</strong> در <a href="https://example.com/yazd" rel="noopener nofollow" target="_blank">یزد</a>.</p>\n<ul>\n<li>بادگیر</li>\n<li>قنات</li>\n</ul>',
    );
  });

  it('drops scripts with their content, event attributes, styles and javascript: or data: addresses', () => {
    const html = markdownToHtml(
      [
        'متن <script>alert("x")</script> ادامه',
        '<img src="x.png" onerror="alert(1)" style="width:1px">',
        '[کلیک](javascript:alert(1)) و <a href="JaVaScRiPt:alert(1)">این</a> و <a href="data:text/html,x">آن</a>',
        '<iframe src="https://evil.example"></iframe><style>body{}</style><div onclick="x()">کادر</div>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|alert\("x"\)|onerror|onclick|style|<iframe|href="(javascript|data):/i);
    // markdown-it makes no link of a javascript: address: the brackets stay as text.
    expect(html).toContain('[کلیک](javascript:alert(1))');
    expect(html).toContain('<a>این</a>');
    expect(html).toContain('متن');
    expect(html).toContain('کادر');
    expect(html).toContain('<img src="x.png" />');
  });

  it('makes a heading of the text a section under the page title (h1 becomes h2)', () => {
    expect(markdownToHtml('# عنوان')).toBe('<h2>عنوان</h2>');
  });

  it('gives the text alone for a summary', () => {
    expect(markdownToText('## عنوان\n\nیک <b>جمله</b>. <script>x</script>')).toBe('عنوان یک جمله.');
  });
});
