import { act, render } from '@testing-library/react';
import { useHeaderFooter } from '../header-footer/use-header-footer';
import { takeServerCookies, useFirstRenderCookies } from './server-cookies';

jest.mock('@rahi/shared-ui/api', () => ({ handleApi: jest.fn(() => new Promise(() => {})) }));
const { handleApi } = jest.requireMock('@rahi/shared-ui/api') as { handleApi: jest.Mock };

const payload = {
  header: { settings: {}, links: [{ title: 'راهنما', url: '/guide' }] },
  footer: { columns: [] },
};
const serverPage = (attributes = '') => {
  document.body.innerHTML = `<div id="root" data-render="one-tree" data-remote="mf_content" ${attributes}></div>`;
};

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's cookies, as the shell writes them
  document.cookie = `headerFooter=${encodeURIComponent(JSON.stringify(payload))}; Path=/`;
  handleApi.mockClear();
  seen = [];
});
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's cookies, as the shell writes them
  document.cookie = 'headerFooter=; Max-Age=0; Path=/';
});

/** The header's first link as each render of Links saw it. */
let seen: (string | undefined)[] = [];
function Links() {
  seen.push(useHeaderFooter()?.header.links[0]?.title);
  return null;
}
function Cookies() {
  return <p>{useFirstRenderCookies().includes('headerFooter=') ? 'با کوکی' : 'بی کوکی'}</p>;
}

describe('the cookies of the first render', () => {
  it("are none while hydrating a page drawn without the headerFooter cookie, then the cookie's links come", async () => {
    serverPage('data-header-footer="built-in"');
    takeServerCookies();
    await act(async () => {
      render(<Links />);
    });

    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe('راهنما');
    // The cookie had them: booking-api is not asked.
    expect(handleApi).not.toHaveBeenCalled();
  });

  it("are the document's once hydrated, and on a page drawn with the cookie", () => {
    serverPage('data-header-footer="built-in"');
    takeServerCookies();
    render(<Links />);
    // A header mounted after hydration (another layout) reads the cookie in its first render.
    const mounted = seen.length;
    render(<Links />);
    expect(seen[mounted]).toBe('راهنما');

    serverPage();
    takeServerCookies();
    expect(render(<Cookies />).container.textContent).toBe('با کوکی');
  });
});
