import { find, keepFocusThroughStart, locate, markHydrated, resetHydrated } from './keep-focus';

const flushObserver = () => new Promise((resolve) => setTimeout(resolve, 0));

function serverPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `
    <header><a href="/">راهی</a><a href="/travel-tips">نکات سفر</a><a href="/contact-us">تماس</a></header>
    <section id="rahi-ssr"><button type="button">انتخاب اتاق</button><button type="button">انتخاب اتاق</button></section>`;
  document.body.replaceChildren(root);
  return root;
}

/** What the app's first render does to the header: the same links, new elements. */
const drawHeaderAnew = (root: HTMLElement) => {
  const header = root.querySelector('header');
  header?.replaceWith(header.cloneNode(true));
};

let stop: () => void = () => {};
afterEach(() => {
  stop();
  resetHydrated();
});

describe('locate and find', () => {
  it('find the element standing in the same place among those alike', () => {
    const root = serverPage();
    const second = root.querySelectorAll('button')[1] as HTMLButtonElement;
    const locator = locate(second, root);

    const redrawn = root.cloneNode(true) as HTMLElement;

    expect(find(locator, redrawn)).toBe(redrawn.querySelectorAll('button')[1]);
  });
});

describe('keepFocusThroughStart', () => {
  it('gives the focus to the redrawn link that stands where the focused one stood', async () => {
    const root = serverPage();
    root.querySelector<HTMLElement>('a[href="/travel-tips"]')?.focus();
    stop = keepFocusThroughStart(root);

    drawHeaderAnew(root);
    await flushObserver();

    expect(document.activeElement).toBe(root.querySelector('a[href="/travel-tips"]'));
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('gives the focus back to the same element once it is put back in the page', async () => {
    const root = serverPage();
    const page = root.querySelector('#rahi-ssr') as HTMLElement;
    const button = page.querySelectorAll('button')[1] as HTMLButtonElement;
    stop = keepFocusThroughStart(root);
    button.focus();

    root.replaceChildren();
    await flushObserver();
    expect(document.activeElement).toBe(document.body);

    const holder = document.createElement('div');
    root.append(holder);
    holder.append(page);
    await flushObserver();

    expect(document.activeElement).toBe(button);
  });

  it('leaves the focus alone once the traveller has clicked elsewhere', async () => {
    const root = serverPage();
    root.querySelector<HTMLElement>('a[href="/contact-us"]')?.focus();
    stop = keepFocusThroughStart(root);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    drawHeaderAnew(root);
    await flushObserver();

    expect(document.activeElement).toBe(document.body);
  });

  it('lets the focus go once the element it kept is hydrated where it stood', async () => {
    const root = serverPage();
    const button = root.querySelector('button') as HTMLButtonElement;
    stop = keepFocusThroughStart(root);
    button.focus();

    // Hydrated in place (ServerRenderedArea's commit), then the traveller tabs on and a ripple is drawn.
    markHydrated(root.querySelector('#rahi-ssr') as HTMLElement);
    button.blur();
    button.append(document.createElement('span'));
    await flushObserver();

    expect(document.activeElement).toBe(document.body);
  });

  it('lets the focus go once the page it gave the focus back to is hydrated', async () => {
    const root = serverPage();
    const page = root.querySelector('#rahi-ssr') as HTMLElement;
    const button = page.querySelector('button') as HTMLButtonElement;
    stop = keepFocusThroughStart(root);
    button.focus();
    root.replaceChildren();
    await flushObserver();
    root.append(page);
    await flushObserver();
    expect(document.activeElement).toBe(button);

    markHydrated(page);
    button.blur();
    page.append(document.createElement('span'));
    await flushObserver();

    expect(document.activeElement).toBe(document.body);
  });

  it('keeps no focus the traveller gave to an element the app drew', async () => {
    const root = serverPage();
    stop = keepFocusThroughStart(root);
    const drawnByApp = document.createElement('button');
    drawnByApp.textContent = 'ورود';
    root.append(drawnByApp);
    drawnByApp.focus();

    drawnByApp.replaceWith(drawnByApp.cloneNode(true));
    await flushObserver();

    expect(document.activeElement).toBe(document.body);
  });

  it('stops watching after the given time', async () => {
    jest.useFakeTimers();
    const root = serverPage();
    root.querySelector<HTMLElement>('a[href="/"]')?.focus();
    stop = keepFocusThroughStart(root, { forMs: 1000 });
    jest.advanceTimersByTime(1000);
    jest.useRealTimers();

    drawHeaderAnew(root);
    await flushObserver();

    expect(document.activeElement).toBe(document.body);
  });
});
