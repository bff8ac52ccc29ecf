import { firstViewPath, htmlForPath } from './first-view';

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
