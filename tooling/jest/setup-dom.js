require('@testing-library/jest-dom');

// jsdom has no matchMedia; MUI's useMediaQuery asks for it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
if (typeof window !== 'undefined') window.scrollTo = () => {};

// findBy…/waitFor give up after 1 s by default: too short when CI runs every package's tests and builds at once on
// two cores (a passing test then fails for time alone; tests were measured up to 11 times slower there). 15 s,
// well inside the 120 s timeout of a jsdom test.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });
