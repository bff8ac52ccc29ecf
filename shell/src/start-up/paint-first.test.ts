/**
 * public/paint-first.js in a page the server drew, before the app hydrates it: a form sent then is held and sent
 * again once the page's data global is gone (the app hydrated), with what was typed meanwhile; a press or a form
 * sent while the browser was still reading the HTML (kept by the page's EARLY_INPUT_SCRIPT) likewise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EARLY_INPUT_SCRIPT } from '@rahi/shared-contracts';

const SCRIPT = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'paint-first.js'), 'utf8');

let sent: string[] = [];
let appHydrated = false;
let appValue = '';
let removeListeners = () => {};

/** Runs a script as the page does; its listeners are taken off again after the test. */
function runScript(script = SCRIPT) {
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
  window.eval(script);
  jest.restoreAllMocks();
  const before = removeListeners;
  removeListeners = () => {
    before();
    for (const [target, type, listener, options] of added)
      target.removeEventListener(type, listener, options);
  };
}

/** The page as the browser has it while reading the HTML: #root drawn, its data script not read yet. */
function drawPage() {
  sent = [];
  document.body.innerHTML = `
    <div id="root" data-render="one-tree" data-global="__RAHI_HOTEL__">
      <form aria-label="شماره موبایل رزرو"><input id="mobile" name="mobile"><button type="submit">ادامه</button></form>
      <button type="button" id="menu">منو</button>
      <label><input type="checkbox" id="use-credit"> استفاده از اعتبار</label>
      <label><input type="checkbox"> استفاده از امتیاز</label>
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
    if (!appHydrated) return;
    event.preventDefault();
    sent.push(appValue);
  });
}

const pageData = () => {
  (window as unknown as Record<string, unknown>).__RAHI_HOTEL__ = { page: './ReviewSubmitPage' };
};

beforeEach(() => {
  jest.useFakeTimers();
  removeListeners = () => {};
  drawPage();
});

afterEach(() => {
  removeListeners();
  delete (window as unknown as Record<string, unknown>).__RAHI_EARLY__;
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

/** The HTML read to its end: the data script ran, then the deferred paint-first.js. */
function pageRead() {
  pageData();
  runScript();
}

/** `act` happens while the browser still reads the HTML: only the early-input script has run. */
function whileReading(act: () => void) {
  runScript(EARLY_INPUT_SCRIPT);
  act();
}

const type = (value: string) => {
  const field = document.getElementById('mobile') as HTMLInputElement;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('paint-first.js', () => {
  beforeEach(pageRead);

  it('holds a form sent before hydration and sends it once the app has the page, with what was typed', () => {
    const field = document.getElementById('mobile') as HTMLInputElement;
    field.value = '09121234567';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    button().click();
    expect(sent).toEqual([]);

    hydrated();
    expect(sent).toEqual(['09121234567']);
  });

  /** The box as React has it once hydrated: it hears a press as a change only when its tracker's value differs. */
  const trackedBox = (box = document.getElementById('use-credit') as HTMLInputElement) => {
    const heard: boolean[] = [];
    let tracked = box.checked;
    box.addEventListener('click', () => {
      if (!appHydrated || box.checked === tracked) return;
      tracked = box.checked;
      heard.push(box.checked);
    });
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
    Object.defineProperty(box, 'checked', {
      configurable: true,
      get: () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.get?.call(box),
      set: (on: boolean) => {
        tracked = on;
        set?.call(box, on);
      },
    });
    return {
      box,
      heard,
      hydrate: (shown: boolean) => {
        // Hydrating, React takes the box as it finds it (shown) or draws it as the page's state (not ticked).
        set?.call(box, shown);
        tracked = shown;
        hydrated();
      },
    };
  };

  it.each([
    ['left the browser’s tick on screen', true],
    ['drew the box as the page’s state', false],
  ])('ticks a box ticked before hydration again where React %s, and the page hears it once', (_, shown) => {
    const { box, heard, hydrate } = trackedBox();
    box.click();
    expect(box.checked).toBe(true);

    hydrate(shown);
    expect(box.checked).toBe(true);
    expect(heard).toEqual([true]);
  });

  it('ticks again a box without an id, the same input hydration kept', () => {
    const { box, heard, hydrate } = trackedBox(
      document.querySelector('input[type="checkbox"]:not([id])') as HTMLInputElement,
    );
    box.click();

    hydrate(false);
    expect(box.checked).toBe(true);
    expect(heard).toEqual([true]);
  });

  it('leaves alone a box ticked and unticked again before hydration', () => {
    const { box, heard, hydrate } = trackedBox();
    box.click();
    box.click();

    hydrate(false);
    expect(box.checked).toBe(false);
    expect(heard).toEqual([]);
  });

  it('lets a submit through once the page is the app’s', () => {
    hydrated();
    button().click();

    expect(sent).toHaveLength(1);
  });
});

describe('paint-first.js, given what happened before it ran (the HTML still being read)', () => {
  it('presses a button pressed then again once the app has the page', () => {
    const pressed: boolean[] = [];
    document.getElementById('menu')?.addEventListener('click', () => pressed.push(appHydrated));
    whileReading(() => document.getElementById('menu')?.click());
    pageRead();

    hydrated();
    expect(pressed).toEqual([false, true]);
  });

  it('holds a form sent then, and sends it once the app has the page, with what was typed', () => {
    whileReading(() => {
      type('09121234567');
      button().click();
    });
    pageRead();
    expect(sent).toEqual([]);

    hydrated();
    expect(sent).toEqual(['09121234567']);
  });

  it('sends a form sent then as the browser would on a page without data for the app', () => {
    const submitted: boolean[] = [];
    document.addEventListener('submit', (event) => {
      submitted.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not leave the page
    });
    whileReading(() => button().click());
    runScript();

    expect(submitted).toEqual([true, false]);
  });
});
