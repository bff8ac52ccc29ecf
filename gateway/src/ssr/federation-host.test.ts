import { HOST_SHARED_NAMES } from './federation-host';

// tooling/webpack is CommonJS without types: the one table the builds share from.
const { sharedDependencies } = require('@rahi/tooling/webpack') as {
  sharedDependencies: Record<string, unknown>;
};

describe('the federation host', () => {
  it('provides every package the builds share by name, so a server container never waits for one', () => {
    const byName = Object.keys(sharedDependencies).filter(
      (key) => !key.endsWith('/') && !key.endsWith('.mjs'),
    );
    expect(byName.length).toBeGreaterThan(10);
    expect(byName.filter((name) => !HOST_SHARED_NAMES.includes(name))).toEqual([]);
  });
});
