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
 * @param {string} request  the entry's dynamic import of its bootstrap, e.g. './bootstrap'
 * @returns {string[]} e.g. ['static/js/3659.a120e1329d.js', …]; [] when the request is not found
 */
function bootChunkFiles(compilation, request) {
  const { chunkGraph } = compilation;
  const group = [...compilation.chunkGroups].find((candidate) =>
    candidate.origins.some((origin) => origin.request === request),
  );
  if (!group) return [];
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
  const queue = [...group.chunks];
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') queue.push(...(provided.get(module.options.shareKey) ?? []));
    }
  }
  return [...seen].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

module.exports = { bootChunkFiles };
