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
