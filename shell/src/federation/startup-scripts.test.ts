import { absolutizeStartupScripts } from './startup-scripts';

describe('absolutizeStartupScripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("writes a start-up script's src as the absolute URL the runtime compares with", () => {
    document.head.innerHTML =
      '<script defer data-startup src="/remotes/mf-search/static/js/a.js"></script>' +
      '<script defer src="/static/js/boot.js"></script>';

    expect(absolutizeStartupScripts()).toBe(1);

    const [startup, boot] = [...document.head.querySelectorAll('script')];
    expect(startup?.getAttribute('src')).toBe(`${window.location.origin}/remotes/mf-search/static/js/a.js`);
    expect(
      document.querySelector(`script[src="${window.location.origin}/remotes/mf-search/static/js/a.js"]`),
    ).toBe(startup);
    // Scripts the gateway did not add are left as they are.
    expect(boot?.getAttribute('src')).toBe('/static/js/boot.js');
  });

  it('does nothing on a page without start-up scripts', () => {
    expect(absolutizeStartupScripts()).toBe(0);
  });
});
