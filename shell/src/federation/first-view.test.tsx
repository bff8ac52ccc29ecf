import { render } from '@testing-library/react';
import { FirstViewPlaceholder } from './FirstViewPlaceholder';
import { firstViewFor, resetFirstView } from './first-view';

function sendFirstView(path = '/') {
  document.body.innerHTML =
    `<div id="root"><div id="rahi-first-view" data-remote="mf_search" data-module="./HomePage" data-path="${path}">` +
    '<h1>رزرو هتل</h1></div></div>';
}

afterEach(() => {
  resetFirstView();
  document.body.innerHTML = '';
});

describe('firstViewFor', () => {
  it('finds the first view for its remote page at its address', () => {
    sendFirstView();

    expect(firstViewFor('mf_search', './HomePage', '/')?.element.textContent).toBe('رزرو هتل');
  });

  it('gives nothing to another page or another address', () => {
    sendFirstView();

    expect(firstViewFor('mf_search', './CityPage', '/')).toBeUndefined();
    expect(firstViewFor('mf_search', './HomePage', '/imam-hotels')).toBeUndefined();
  });

  it('gives nothing when the page has no first view', () => {
    expect(firstViewFor('mf_search', './HomePage', '/')).toBeUndefined();
  });
});

describe('FirstViewPlaceholder', () => {
  it('shows the sent element where it is rendered, and is used only once', () => {
    sendFirstView();
    const view = firstViewFor('mf_search', './HomePage', '/');
    if (!view) throw new Error('no first view');
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '';

    const { unmount } = render(<FirstViewPlaceholder view={view} />);

    expect(document.querySelector('h1')?.textContent).toBe('رزرو هتل');
    unmount();
    expect(firstViewFor('mf_search', './HomePage', '/')).toBeUndefined();
  });
});
