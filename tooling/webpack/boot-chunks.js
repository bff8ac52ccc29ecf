// Which chunks a page loads at start-up, worked out from the build's chunk graph. bootChunkFiles: the chunks a
// host loads before its first render, the chunk groups of its start-up imports and, transitively, the chunks of
// every shared module those consume (the host's own copy is the one a page uses: it is the first loaded, and the
// share strategy is loaded-first); the shell's index.html names them in <meta name="rahi-chunks">.
// FederationChunksPlugin: the same facts per exposed and per provided module, for the gateway
// (gateway/src/pages/startup-chunks.ts). shell/public/paint-first.js fetches the named chunks after the first
// paint, so the federation runtime creates no script element for them (each 0.5–1 ms of main thread, inside
// its long start-up tasks).

/** Files of a chunk list (JavaScript only), relative to output.publicPath. */
const jsFiles = (chunks) =>
  [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * The chunk group of each shared module this build provides, by share key. A shared module is loaded through the
 * share scope, where the build registered its own copy with a provide module: that module's async block (not the
 * consume module's fallback, a block of its own) names the chunks.
 * @returns {Map<string, import('webpack').ChunkGroup>}
 */
function providedGroups(compilation) {
  const groups = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || !module.blocks[0]) continue;
    const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (group) groups.set(module._name, group);
  }
  return groups;
}

/** The import() that starts a host (shell/src/index.ts): its bootstrap's own imports are found from it. */
const BOOT_ENTRY = './bootstrap';

/**
 * Output files (relative to output.publicPath) of the chunks loaded at start-up, in load order.
 * @param {import('webpack').Compilation} compilation  a sealed compilation
 * @param {string} entry  the entry's dynamic import of the bootstrap ('./bootstrap'): its chunk group and those of
 *   every import() the bootstrap module itself makes (the shell's stages and './app/App', bootstrap.tsx)
 * @returns {string[]} e.g. ['static/js/3659.a120e1329d.js', …]; [] when no such import is found
 */
function bootChunkFiles(compilation, entry = BOOT_ENTRY) {
  const { chunkGraph } = compilation;
  // An origin's module is the one holding the import(); the bootstrap module is the one `entry` created.
  const groups = [...compilation.chunkGroups].filter((candidate) =>
    candidate.origins.some((origin) => origin.request === entry || origin.module?.rawRequest === entry),
  );
  if (groups.length === 0) return [];
  const provided = providedGroups(compilation);
  const seen = new Set();
  const queue = groups.flatMap((group) => group.chunks);
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module')
        queue.push(...(provided.get(module.options.shareKey)?.chunks ?? []));
    }
  }
  return jsFiles(seen);
}

/**
 * The chunks reachable from `start` without crossing into a shared module, and the share keys they consume.
 * With `lazy`, the chunks of the code's own import() calls count too (an exposed page's React.lazy parts,
 * which it renders at once: mf-search's search box).
 */
function closure(chunkGraph, start, lazy = false) {
  const chunks = new Set(start);
  const consumes = new Set();
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') {
        consumes.add(module.options.shareKey);
        continue;
      }
      if (!lazy || !module.type.startsWith('javascript/')) continue;
      for (const block of module.blocks) {
        for (const next of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(next);
      }
    }
  }
  return { chunks: jsFiles(chunks), consumes: [...consumes].sort() };
}

/**
 * Writes `federation-chunks.json` beside the build's manifest: for each exposed module and each shared module
 * this build provides, the chunk files it needs and the share keys it consumes. The gateway reads the shell's and
 * a page's remote's, and names in the page's HTML every chunk that page will load at start-up (gateway/src/pages/
 * startup-chunks.ts), so the federation runtime appends no script for them.
 */
class FederationChunksPlugin {
  /**
   * @param {Record<string, string[]>} [siblings]  per exposed module, the other remotes' modules it loads as soon
   *   as it renders ({ './HotelPage': ['mf_search/SearchBox'] }): written beside its chunks, for the gateway to
   *   name theirs too. The build cannot see them (they are loaded through the federation runtime, by name).
   */
  constructor(siblings = {}) {
    this.siblings = siblings;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FederationChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const exposes = {};
          const provides = {};
          for (const [name, group] of providedGroups(compilation)) {
            provides[name] = closure(chunkGraph, group.chunks);
          }
          for (const module of compilation.modules) {
            if (module._exposes) {
              for (const block of module.blocks) {
                const name = block.dependencies[0]?.exposedName;
                const group = chunkGraph.getBlockChunkGroup(block);
                if (!name || !group) continue;
                exposes[name] = closure(chunkGraph, group.chunks, true);
                if (this.siblings[name]?.length) exposes[name].siblings = this.siblings[name];
              }
            }
          }
          const report = { boot: bootChunkFiles(compilation), exposes, provides };
          compilation.emitAsset(
            'federation-chunks.json',
            new sources.RawSource(`${JSON.stringify(report, null, 1)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { BOOT_ENTRY, bootChunkFiles, FederationChunksPlugin };
