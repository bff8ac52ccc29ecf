// A federation runtime plugin for the shell (the host): it puts the shell's own
// @module-federation/runtime-core on the global the remotes' builds read it from
// (`experiments.externalRuntime` in ./index.js), so a page runs one federation runtime instead of one per
// remote. It does what @module-federation/inject-external-runtime-core-plugin does, but imports the ES module
// build the shell's runtime already uses: that package's CommonJS import put a second copy in main.js.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'rahi-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      if (global && typeof global === 'object' && !global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
      }
      return args;
    },
  };
}
