// The chunks a host loads on every page before its first render: the chunk group of its bootstrap import
// and, transitively, the chunks of every shared module those chunks consume (the host's own copy is the one
// a page uses: it is the first loaded, and the share strategy is loaded-first). The shell's index.html names
// them in <script defer> tags, so the browser fetches them while it parses the HTML and they are installed
// before main.js runs: the federation runtime then creates no script element for them (each one cost
// 0.5–1 ms of main thread, ~40 of them, all inside main.js's start-up task) and the downloads start one round
// trip earlier.

/**
 * Output files (relative to output.publicPath) of the chunks loaded at start-up, in load order.
 * @param {import('webpack').Compilation} compilation  a sealed compilation
 * @param {string | string[]} requests  the dynamic imports start-up makes: the entry's './bootstrap', and any
 *   the bootstrap makes at once (the shell's './app/App')
 * @returns {string[]} e.g. ['static/js/3659.a120e1329d.js', …]; [] when no request is found
 */
function bootChunkFiles(compilation, requests) {
  const { chunkGraph } = compilation;
  const wanted = new Set([requests].flat());
  const groups = [...compilation.chunkGroups].filter((candidate) =>
    candidate.origins.some((origin) => wanted.has(origin.request)),
  );
  if (groups.length === 0) return [];
  // A shared module is loaded through the share scope, where this build registered its own copy with a provide
  // module: that module's async block (not the consume module's fallback, a block of its own) names the chunks.
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const block = module.blocks[0];
    const chunks = block && chunkGraph.getBlockChunkGroup(block)?.chunks;
    if (chunks) provided.set(module._name, chunks);
  }
  const seen = new Set();
  const queue = groups.flatMap((group) => group.chunks);
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module')
        queue.push(...(provided.get(module.options.shareKey) ?? []));
    }
  }
  return [...seen].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/** The dynamic imports a host's start-up makes before its first render (shell/src/index.ts, bootstrap.tsx). */
const BOOT_REQUESTS = ['./bootstrap', './app/App'];

/** Files of a chunk list (JavaScript only), relative to output.publicPath. */
const jsFiles = (chunks) =>
  [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

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
 * federation-chunks.ts), so the federation runtime appends no script for them.
 */
class FederationChunksPlugin {
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
          for (const module of compilation.modules) {
            if (module.type === 'provide-module') {
              const group = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
              if (group) provides[module._name] = closure(chunkGraph, group.chunks);
            } else if (module._exposes) {
              for (const block of module.blocks) {
                const name = block.dependencies[0]?.exposedName;
                const group = chunkGraph.getBlockChunkGroup(block);
                if (name && group) exposes[name] = closure(chunkGraph, group.chunks, true);
              }
            }
          }
          const report = { boot: bootChunkFiles(compilation, BOOT_REQUESTS), exposes, provides };
          compilation.emitAsset(
            'federation-chunks.json',
            new sources.RawSource(`${JSON.stringify(report, null, 1)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { BOOT_REQUESTS, bootChunkFiles, FederationChunksPlugin };
