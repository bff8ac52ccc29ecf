// Starts the shell (main.js, named in data-main) only after the browser has painted the HTML it was sent: the
// home page's first view, a server-rendered page, or the boot logo. Evaluating the shell's JavaScript takes the
// main thread for a while (seconds on a slow phone); started before the first paint, it holds that paint back.
// A plain script with no build step (no imports): it is copied to static/js/ as it is.
(() => {
  // The chunks the page needs at start-up: the shell's own (<meta name="rahi-chunks">, from its build) and the
  // page's remote's (<meta name="rahi-page-chunks">, added by the gateway: gateway/src/pages/startup-chunks.ts).
  // They are fetched after the first paint, like main.js, so they never compete with it, as a few scripts of up
  // to GROUP chunks each (/_startup.js, gateway/src/assets/startup-bundle.ts): inserting a script costs the main
  // thread 1-3 ms, and a script per chunk (80 on the hotel page) came to 120-280 ms of it. Those scripts and
  // main.js are inserted with async = false, so they run in order: when the federation runtime starts, the
  // start-up chunks are installed and it fetches none of them itself. A chunk named by a full URL (another
  // origin) is a script of its own.
  var GROUP = 20;
  function chunkUrls() {
    const urls = [];
    for (const meta of document.querySelectorAll('meta[name="rahi-chunks"], meta[name="rahi-page-chunks"]')) {
      for (const url of (meta.getAttribute('content') || '').split(' ')) {
        if (url && urls.indexOf(url) < 0) urls.push(url);
      }
    }
    return urls;
  }
  function startupScripts() {
    const urls = chunkUrls();
    const here = urls.filter((url) => url[0] === '/' && url[1] !== '/');
    // For the runtime, which would otherwise preload a remote module's chunks again (startup-chunks-plugin.ts).
    window.__RAHI_STARTUP_CHUNKS__ = here;
    const scripts = [];
    for (let i = 0; i < here.length; i += GROUP)
      scripts.push(`/_startup.js?files=${here.slice(i, i + GROUP).join(',')}`);
    return scripts.concat(urls.filter((url) => here.indexOf(url) < 0));
  }
  // A start-up script that fails to load (naming a chunk of another deployment) is taken out of the document; its
  // chunks are not installed, so the runtime that needs them creates their scripts itself (and may preload them:
  // they leave the list startup-chunks-plugin.ts reads).
  window.addEventListener(
    'error',
    (event) => {
      var script = event.target;
      if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-startup')) return;
      script.remove();
      const failed = (new URL(script.src).searchParams.get('files') || '').split(',');
      const listed = window.__RAHI_STARTUP_CHUNKS__;
      if (listed) window.__RAHI_STARTUP_CHUNKS__ = listed.filter((url) => failed.indexOf(url) < 0);
    },
    true,
  );
  // A server-rendered page (home, city, hotel; the reservation form, the voucher, the login page) shows its fields
  // before the app has hydrated them. What a traveller types there meanwhile is written back into the hydrated
  // field (its own input event, so the app hears it), focus included, and a box ticked (or a choice made) is
  // pressed again so the app hears it; a search, login or payment asked for
  // meanwhile is asked again once the app can answer it, instead of the browser sending the form itself (its
  // fields in the address). #root names the page's data global (data-global, gateway/src/ssr/inject.ts), which
  // the page's code deletes once hydrated. Not held: __RAHI_CONTENT__, whose forms hold themselves (shared-ui's
  // PublicForm: disabled until hydrated, typed values adopted).
  const root = document.getElementById('root');
  const dataGlobal = root ? root.getAttribute('data-global') : null;
  const hydrating = () => !!dataGlobal && dataGlobal !== '__RAHI_CONTENT__' && dataGlobal in window;
  // Only what the server drew: the whole app drawn as one tree (#root marked one-tree, its header included); the
  // shell's own dialogs (the login dialog) are React's from the start. React answers presses itself once bootstrap
  // has called hydrateRoot (data-hydrating on #root), but before that nothing does, and a form sent then would
  // leave the page with its fields in the address.
  const onServerPage = (node) =>
    node instanceof Element && node.closest('#root[data-render="one-tree"]') !== null;
  const typed = new Map();
  // Boxes ticked and choices made, by the input itself (hydration keeps the server's nodes), with their state.
  const ticked = new Map();
  let focusedId = null;
  let submitter = null;
  // From the page's start until restore() has given the app what was typed (its data forgotten, the app hydrated).
  let pending = hydrating();
  const held = () => hydrating() || pending;
  // A field is an input, a textarea (a ticket's reply) or a select (the city list's order): each is given back.
  const isField = (field) =>
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement;
  const onInput = (event) => {
    const field = event.target;
    if (!held() || !isField(field) || !onServerPage(field)) return;
    if (/^(checkbox|radio)$/.test(field.type)) ticked.set(field, field.checked);
    else if (field.id) typed.set(field.id, field.value);
  };
  const onFocusIn = (event) => {
    if (hydrating() && onServerPage(event.target)) focusedId = event.target.id || null;
  };
  // A form sent before the typed values are given back (restore) is held from the app too (this listener runs before
  // React's, on #root): hydrated meanwhile, its state would still be the server's, empty fields and all.
  const onSubmit = (event) => {
    if (!held() || !onServerPage(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    submitter = event.submitter || null;
  };
  // A button pressed before hydration starts (opening a dialog, a disclosure) is pressed again once the app has the
  // page. From the moment hydration starts (data-hydrating on #root) React answers such a press itself. Submit
  // buttons go through 'submit' above; links and fields work without the app.
  let pressed = null;
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!button || !hydrating() || !onServerPage(button) || button.type === 'submit') return;
    if (button.closest('[data-hydrating]')) return;
    pressed = button;
  };
  const handlers = { input: onInput, focusin: onFocusIn, submit: onSubmit, click: onClick };
  for (const type in handlers) document.addEventListener(type, handlers[type], true);
  // What happened before this deferred script ran (the HTML still being read or this file fetched), kept by the
  // page's EARLY_INPUT_SCRIPT (shared-contracts' page-contract.ts), which also stopped any form from being sent.
  const early = window.__RAHI_EARLY__ || [];
  delete window.__RAHI_EARLY__;
  for (const event of early) {
    handlers[event.type](event);
    // A form this script does not hold (a page without data for the app) goes as the browser would have sent it.
    const form = event.target;
    if (event.type !== 'submit' || held() || !(form instanceof HTMLFormElement)) continue;
    if (event.submitter) form.requestSubmit(event.submitter);
    else form.requestSubmit();
  }
  // A press or a form kept from before hydration, on the element now standing for it: the same one, or, when React
  // drew that part anew, the one of the same tag and text.
  const current = (element) => {
    if (!element || document.contains(element)) return element;
    const text = element.textContent;
    for (const candidate of document.querySelectorAll(element.tagName))
      if (candidate.textContent === text && onServerPage(candidate)) return candidate;
    return null;
  };
  function restore() {
    pending = false;
    for (const [id, value] of typed) {
      const field = document.getElementById(id);
      if (!isField(field)) continue;
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
      // A select was set back to the page's state by hydration; chosen again, its change event tells the page.
      if (field instanceof HTMLSelectElement) {
        setValue.call(field, value);
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      // Hydrating the field, React took the value it found there for its own while the page's state stayed the
      // server's: emptied, then written again, each with its input event, the value reaches the page's state.
      for (const step of ['', value]) {
        setValue.call(field, step);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    // A box ticked or a choice made (the same input, or the one of its id if React drew it anew): React hydrated it
    // as the page's state has it (the server's, defaultChecked), leaving the browser's tick on screen or not. Set to
    // that state through React's own setter, then pressed, the page hears the traveller's choice as a change. One
    // left as the server drew it needs nothing.
    for (const [kept, value] of ticked) {
      const box = document.contains(kept) ? kept : kept.id && document.getElementById(kept.id);
      if (!(box instanceof HTMLInputElement) || value === box.defaultChecked) continue;
      box.checked = !value;
      box.click();
    }
    // Only a focus that was lost (the field drawn anew): a traveller who has tabbed on since keeps their place.
    const focused = focusedId && document.getElementById(focusedId);
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focused && lost) focused.focus();
    const form = current(submitter);
    const button = current(pressed);
    if (form) form.click();
    else if (button) button.click();
  }
  if (hydrating()) {
    // Given up after a minute: a page whose code never loads keeps its data, and its remote's card says so.
    const until = Date.now() + 60_000;
    const watch = setInterval(() => {
      if (Date.now() > until) {
        clearInterval(watch);
        pending = false;
      }
      if (hydrating()) return;
      clearInterval(watch);
      if (typed.size > 0 || ticked.size > 0 || focusedId || submitter || pressed) setTimeout(restore, 0);
      else pending = false;
    }, 100);
  }
  var main = document.currentScript?.getAttribute('data-main');
  if (!main) return;
  var started = false;
  function insert(src, startup) {
    var script = document.createElement('script');
    if (startup) script.setAttribute('data-startup', '');
    script.async = false;
    script.src = src;
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    // One script per task: inserting one costs a few milliseconds, more for a large one.
    const scripts = startupScripts();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const src = scripts.shift();
      if (src === undefined) return insert(main, false);
      insert(src, true);
      channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  }
  // A hidden tab paints nothing: start at once.
  if (document.visibilityState === 'hidden') return start();
  // The first contentful paint is reported once the frame is on screen; start right after it. Without paint
  // timing, two animation frames: the second begins after the first was drawn. The timer is only a safety net.
  var paint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paint && paint.indexOf('paint') >= 0) {
    new PerformanceObserver(() => {
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        setTimeout(start, 0);
      });
    });
  }
  setTimeout(start, 1000);
})();
