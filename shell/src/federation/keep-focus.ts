// A traveller may press Tab on the server's HTML (the server-rendered page) before the
// app has started. The app's first commit empties #root: the server's page is put back by ServerRenderedArea and
// hydrated, the header and footer are drawn anew, and a hydration that does not match draws its part anew too.
// Each of these takes the focus away with the element. This gives it back: to the same element once it is in the
// page again, otherwise to the element that now stands where it stood (same tag, link, name, label and text, and
// the same place among those alike). Which elements are still the server's is known without React's internals:
// the elements under #root when the watch starts are the server's, and a server page stops being the server's
// when ServerRenderedArea's hydration commits (markHydrated); any other element was drawn by the app.

/** What identifies an element among the server's and the app's versions of the same page. */
export interface FocusLocator {
  tag: string;
  key: string;
  /** Its place among the elements under the root with the same tag and key. */
  index: number;
}

const keyOf = (element: Element) =>
  [
    element.id,
    element.getAttribute('href'),
    element.getAttribute('name'),
    element.getAttribute('aria-label'),
    element.getAttribute('role'),
    element.getAttribute('type'),
    (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
  ].join('|');

const alike = (root: Element, tag: string, key: string) =>
  Array.from(root.getElementsByTagName(tag)).filter((candidate) => keyOf(candidate) === key);

/** How to find `element` again under `root` once its markup has been drawn anew. */
export function locate(element: Element, root: Element): FocusLocator {
  const tag = element.tagName.toLowerCase();
  const key = keyOf(element);
  return { tag, key, index: Math.max(0, alike(root, tag, key).indexOf(element)) };
}

/** The element under `root` that the locator describes now, if there is one. */
export function find(locator: FocusLocator, root: Element): HTMLElement | undefined {
  const candidates = alike(root, locator.tag, locator.key);
  return candidates[locator.index] as HTMLElement | undefined;
}

/** The server pages whose hydration has committed, and the watches to tell when another does. */
const hydratedPages = new Set<Element>();
const onHydrated = new Set<(page: Element) => void>();

/**
 * Tells the watch that the server's page in `page` is hydrated: its elements are the app's from now on.
 * @example useEffect(() => markHydrated(markup.element), [markup]) // in the hydrated tree, after its commit
 */
export function markHydrated(page: Element): void {
  hydratedPages.add(page);
  for (const listener of onHydrated) listener(page);
}

/** Whether the server's page in `page` is hydrated (its hydration has committed). */
export const isHydrated = (page: Element): boolean => hydratedPages.has(page);

/** For tests: forget the hydrated pages. */
export const resetHydrated = () => hydratedPages.clear();

const inHydratedPage = (element: Element) => [...hydratedPages].some((page) => page.contains(element));

const nothingFocused = () => !document.activeElement || document.activeElement === document.body;

/**
 * Watches `root` from now until `forMs` have passed: a focus the traveller gave to markup the app does not own
 * yet is given back when the app's rendering takes it away. Returns a function that stops watching.
 * @example keepFocusThroughStart(document.getElementById('root')!)
 */
export function keepFocusThroughStart(root: HTMLElement, { forMs = 60_000 } = {}): () => void {
  let wanted: { element: Element; locator: FocusLocator; ancestors: Set<Node> } | undefined;
  /** Whether the wanted element (or one of the elements it was in) has been taken out of the page since. */
  let lost = false;
  /** The server's markup as it is now, before the app renders anything. */
  const serverElements = new WeakSet<Element>(root.querySelectorAll('*'));
  /** Rendered by the app: drawn by it, or hydrated. */
  const ownedByApp = (element: Element) => !serverElements.has(element) || inHydratedPage(element);

  const note = (target: EventTarget | null) => {
    lost = false;
    wanted = undefined;
    if (!(target instanceof Element) || !root.contains(target) || ownedByApp(target)) return;
    const ancestors = new Set<Node>();
    for (let node: Node | null = target; node && node !== root; node = node.parentNode) ancestors.add(node);
    wanted = { element: target, locator: locate(target, root), ancestors };
  };
  const onFocusIn = (event: FocusEvent) => note(event.target);
  // A click or tap is the traveller choosing where the focus goes (a focusable target is noted by focusin).
  // A blur cannot tell: Chromium fires it on the element being removed while it is still connected.
  const onPointerDown = () => note(null);

  const restore = (records: MutationRecord[]) => {
    if (!wanted) return;
    const { element, locator, ancestors } = wanted;
    if (records.some((record) => Array.from(record.removedNodes).some((node) => ancestors.has(node)))) {
      lost = true;
    }
    if (!root.contains(element)) lost = true;
    else if (!lost && inHydratedPage(element)) {
      // Hydrated where it stood, focus and all: nothing more to keep.
      wanted = undefined;
      return;
    }
    if (!lost || !nothingFocused()) return;
    const target = root.contains(element) ? element : find(locator, root);
    if (!(target instanceof HTMLElement)) return;
    target.focus({ preventScroll: true });
    // Given back to the same element, put back in the page: kept as before, until it is hydrated.
    if (target === element && document.activeElement === element) lost = false;
  };
  const settle = () => restore([]);

  if (document.activeElement && document.activeElement !== document.body) note(document.activeElement);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onPointerDown, true);
  onHydrated.add(settle);
  const observer = new MutationObserver(restore);
  observer.observe(root, { childList: true, subtree: true });
  const stop = () => {
    clearTimeout(timer);
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', onPointerDown, true);
    onHydrated.delete(settle);
  };
  const timer = setTimeout(stop, forMs);
  return stop;
}
