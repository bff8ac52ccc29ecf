// Starts the shell (main.js, named in data-main) only after the browser has painted the HTML it was sent: the
// home page's first view, a server-rendered page, or the boot logo. Evaluating the shell's JavaScript takes the
// main thread for a while (seconds on a slow phone); started before the first paint, it holds that paint back.
// A plain script with no build step (no imports): it is copied to static/js/ as it is.
(() => {
  // The HTML names the chunks the page needs at start-up in <script defer> tags (the shell's own, and the page's
  // remote's: gateway/src/pages/startup-chunks.ts). One that fails to load is taken out of the document, so the
  // runtime that needs it later creates a script of its own (and retries) instead of waiting on this dead one:
  // webpack and the federation runtime both reuse a script already in the document with the same src.
  window.addEventListener(
    'error',
    (event) => {
      var script = event.target;
      if (script instanceof HTMLScriptElement && script.defer && !script.hasAttribute('data-webpack'))
        script.remove();
    },
    true,
  );
  var main = document.currentScript?.getAttribute('data-main');
  if (!main) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
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
