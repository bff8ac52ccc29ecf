// On a page composed by module federation, each `@mui/material/X` is a singleton of its own, taken from
// whichever app's build loaded it first: on the hotel page FormControl and InputLabel come from mf-hotel's
// build (its room entries use them) and OutlinedInput from mf-search's, each build with its own copy of
// MUI's form-control context. This gives MUI modules as that other build would: one fresh copy of MUI
// (and its contexts) sharing only React, so a test can compose fields the way the hotel page does.

/** What mf-hotel's build provides to mf-search's search box on the hotel page (seen in Chromium). */
const HOTEL_BUILD_MODULES = ['@mui/material/FormControl', '@mui/material/InputLabel'] as const;
type HotelBuildModule = (typeof HOTEL_BUILD_MODULES)[number];

let hotelBuild: Record<string, unknown> | undefined;

function loadAnotherBuild(ids: readonly string[]): Record<string, unknown> {
  const react = jest.requireActual('react');
  const jsxRuntime = jest.requireActual('react/jsx-runtime');
  const modules: Record<string, unknown> = {};
  jest.isolateModules(() => {
    jest.doMock('react', () => react);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    for (const id of ids) modules[id] = jest.requireActual(id);
  });
  return modules;
}

/**
 * A module from the hotel page's other build, for a mock factory:
 * `jest.mock('@mui/material/FormControl', () => require('../testing/another-build').fromHotelBuild('@mui/material/FormControl'))`
 */
export function fromHotelBuild<T>(id: HotelBuildModule): T {
  hotelBuild ??= loadAnotherBuild(HOTEL_BUILD_MODULES);
  return hotelBuild[id] as T;
}
