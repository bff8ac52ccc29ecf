import { firstViewPath, htmlForPath, replaceFirstViewPage } from './first-view';

const frame = '<div class=rf data-path=/><header>h</header><main><h1>hero</h1></main></div>';
const shell = (root: string) =>
  `<!doctype html><html><head><title>t</title></head><body><div id=root>${root}</div></body></html>`;

describe('htmlForPath', () => {
  it('keeps the first view on the address it is for, with or without a trailing slash', () => {
    expect(htmlForPath(shell(frame), '/')).toBe(shell(frame));
    expect(firstViewPath(shell(frame))).toBe('/');
  });

  it('gives every other address the boot logo in #root instead of the first view', () => {
    const html = htmlForPath(shell(frame), '/city/1/hotels-mashhad');

    expect(html).toBe(shell('<div id="boot">راهی</div>'));
    expect(html).not.toContain('hero');
  });

  it('leaves an index.html without a first view as it is', () => {
    const plain = shell('<div id=boot>راهی</div>');

    expect(firstViewPath(plain)).toBeUndefined();
    expect(htmlForPath(plain, '/imam-hotels')).toBe(plain);
  });

  it('reads a quoted data-path too', () => {
    expect(firstViewPath(shell('<div class="rf" data-path="/imam-hotels"></div>'))).toBe('/imam-hotels');
    expect(htmlForPath(shell('<div class="rf" data-path="/imam-hotels"></div>'), '/imam-hotels/')).toContain(
      'rf',
    );
  });
});

describe('replaceFirstViewPage', () => {
  const page = (inner: string) =>
    `<div class=rf data-path=/><header>h</header><main><div id="rahi-first-view" data-path="/">${inner}</div></main><footer>f</footer></div>`;

  it('replaces the whole page area, nested elements included, and keeps the header and footer', () => {
    const html = shell(page('<section><div class=box><div></div></div></section>'));

    expect(replaceFirstViewPage(html, '/', '<div id=rahi-ssr>page</div>')).toBe(
      shell(
        '<div class=rf data-path=/><header>h</header><main><div id=rahi-ssr>page</div></main><footer>f</footer></div>',
      ),
    );
  });

  it('does nothing for another address, or without a first view', () => {
    expect(replaceFirstViewPage(shell(page('x')), '/imam-hotels', 'y')).toBeUndefined();
    expect(replaceFirstViewPage(shell('<div id=boot>راهی</div>'), '/', 'y')).toBeUndefined();
  });

  it('does nothing when the page area is never closed', () => {
    expect(replaceFirstViewPage('<div id="rahi-first-view" data-path="/"><div>', '/', 'y')).toBeUndefined();
  });
});
