/**
 * public/paint-first.js in a page the server drew, before the app hydrates it: a form sent then is held and sent
 * again once the page's data global is gone (the app hydrated), with what was typed meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'paint-first.js'), 'utf8');

let sent: string[] = [];
let appHydrated = false;
let appValue = '';
let removeListeners = () => {};

/** Runs the script as the page does; its listeners are taken off again after the test. */
function runScript() {
  const added: [
    EventTarget,
    string,
    EventListenerOrEventListenerObject,
    boolean | AddEventListenerOptions | undefined,
  ][] = [];
  for (const target of [document, window] as EventTarget[]) {
    const original = target.addEventListener.bind(target);
    jest.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener) added.push([target, type, listener, options]);
      original(type, listener, options);
    });
  }
  // biome-ignore lint/security/noGlobalEval: the plain script runs in the page as the browser runs it
  window.eval(SCRIPT);
  jest.restoreAllMocks();
  removeListeners = () => {
    for (const [target, type, listener, options] of added)
      target.removeEventListener(type, listener, options);
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  document.body.innerHTML = `
    <div id="root" data-render="one-tree">
      <form aria-label="شماره موبایل رزرو"><input id="mobile" name="mobile"><button type="submit">ادامه</button></form>
      <button type="button" id="menu">منو</button>
    </div>`;
  // The app, as React on #root: its state hears the field only once hydrated (the value typed before is the
  // DOM's, not the state's), and it sends its state.
  appHydrated = false;
  appValue = '';
  const root = document.getElementById('root');
  root?.addEventListener('input', (event) => {
    if (appHydrated) appValue = (event.target as HTMLInputElement).value;
  });
  root?.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(appValue);
  });
  (window as unknown as Record<string, unknown>).__RAHI_HOTEL__ = { page: './ReviewSubmitPage' };
  runScript();
});

afterEach(() => {
  removeListeners();
  delete (window as unknown as Record<string, unknown>).__RAHI_HOTEL__;
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

const button = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;
const hydrated = () => {
  appHydrated = true;
  delete (window as unknown as Record<string, unknown>).__RAHI_HOTEL__;
  jest.advanceTimersByTime(200);
};

describe('paint-first.js', () => {
  it('holds a form sent before hydration and sends it once the app has the page, with what was typed', () => {
    const field = document.getElementById('mobile') as HTMLInputElement;
    field.value = '09121234567';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    button().click();
    expect(sent).toEqual([]);

    hydrated();
    expect(sent).toEqual(['09121234567']);
  });

  it('lets a submit through once the page is the app’s', () => {
    hydrated();
    button().click();

    expect(sent).toHaveLength(1);
  });
});
