// Which chunks a page loads at start-up, read from webpack's public stats (`compilation.getStats().toJson()`,
// the options below), never from its private fields. In those stats each chunk lists its modules (with their
// `moduleType` and `identifier`) and its origins (the module whose import() made the chunk's group, and the
// request). Module Federation's own manifest plugin reads the same fields the same way.
//
// - bootChunkFiles: the chunks a host loads before its first render: the chunk groups of its `import('./bootstrap')`
//   and of every import() the bootstrap module makes, and those of every shared module it provides. The shell
//   provides every shared module a remote consumes and loads first (the strategy is loaded-first), so its copy is
//   the one every page uses: installed at boot, no remote's page waits for one. The shell's index.html names them.
// - startupReport: per exposed module, its own chunks, written as federation-chunks.json for the gateway
//   (gateway/src/pages/startup-chunks.ts), which names a page's chunks in its HTML. A remote that consumed a
//   module the shell does not provide would load it itself, late: e2e/tests/boot-chunks.spec.ts fails then.
//
// mf-manifest.json cannot serve here: its `shared` assets are the chunks of the consume side's fallback, not
// those of the provided copy the runtime loads, and an exposed module's assets leave out the lazy parts it
// renders at once (its `async` list holds every lazy chunk, deferred ones included).

/**
 * The toJson options this module needs: a few chunk fields and every module of every chunk, ungrouped (for
 * toJson, unlike toString, webpack lists them all and groups none unless told to).
 */
const STATS_OPTIONS = {
  all: false,
  ids: true,
  chunks: true,
  chunkModules: true,
  chunkOrigins: true,
  dependentModules: true,
  nestedModules: true,
  reasons: true,
};

/** The import() that starts a host (shell/src/index.ts): its bootstrap's own imports are found from it. */
const BOOT_ENTRY = './bootstrap';

/** Lookups over one stats object: modules by identifier, chunks by the module that made them. */
function indexStats(stats) {
  const modules = new Map();
  const madeBy = new Map();
  for (const chunk of stats.chunks) {
    for (const module of chunk.modules ?? []) modules.set(module.identifier, module);
    for (const origin of chunk.origins ?? []) {
      if (!origin.moduleIdentifier) continue;
      const list = madeBy.get(origin.moduleIdentifier) ?? [];
      list.push({ chunk, origin });
      madeBy.set(origin.moduleIdentifier, list);
    }
  }
  return { modules, madeBy };
}

/**
 * The identifiers a module's import() calls are recorded under in chunk origins: its own, and for a concatenated
 * module (`./src/bootstrap.tsx + 9 modules`) each inner module's.
 */
const originIds = (module) => [module.identifier, ...(module.modules ?? []).map((inner) => inner.identifier)];

/** JavaScript files of a set of chunks, in the order the set was filled. */
const jsFiles = (chunks) =>
  [...chunks].flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.js')));

/** The chunks of the shared modules this build provides (those its provide modules' import() calls made). */
const providedChunks = (index) =>
  [...index.madeBy]
    .filter(([identifier]) => index.modules.get(identifier)?.moduleType === 'provide-module')
    .flatMap(([, made]) => made.map(({ chunk }) => chunk));

/**
 * An import() the code makes only later, after the page has started (when a map scrolls into view), names its
 * chunk `deferred-…` (`import(/* webpackChunkName: "deferred-map" *\/ './tile-map')`): none of the chunks that
 * import() loads (its own and the library chunks split from it) is a start-up chunk.
 */
const DEFERRED_PREFIX = 'deferred-';
const isDeferred = (chunk) => (chunk.names ?? []).some((name) => name.startsWith(DEFERRED_PREFIX));

/** The chunks the import() calls of `module` made, less those of a deferred import(). */
function madeAtOnce(index, module) {
  const byCall = new Map();
  for (const identifier of originIds(module))
    for (const { chunk, origin } of index.madeBy.get(identifier) ?? []) {
      const call = `${identifier}|${origin.loc}|${origin.request}`;
      byCall.set(call, [...(byCall.get(call) ?? []), chunk]);
    }
  return [...byCall.values()].filter((chunks) => !chunks.some(isDeferred)).flat();
}

/**
 * An exposed module's start-up chunks: its own, and those of its code's own import() calls (the React.lazy parts
 * it renders at once: mf-search's search box), not those of a consumed module's fallback nor deferred ones.
 */
function closure(index, start) {
  const chunks = new Set(start);
  for (const chunk of chunks)
    for (const module of chunk.modules ?? [])
      if (module.moduleType?.startsWith('javascript/'))
        for (const next of madeAtOnce(index, module)) chunks.add(next);
  return jsFiles(chunks);
}

/**
 * Output files (relative to output.publicPath) of the chunks a host loads at start-up.
 * @param {object} stats  `compilation.getStats().toJson(STATS_OPTIONS)`
 * @param {string} entry  the entry's dynamic import of the bootstrap ('./bootstrap')
 * @param {ReturnType<typeof indexStats>} index  the stats' lookups, when the caller has made them already
 * @returns {string[]} e.g. ['static/js/3659.a120e1329d.js', …]; [] when no such import is found
 */
function bootChunkFiles(stats, entry = BOOT_ENTRY, index = indexStats(stats)) {
  const booted = stats.chunks.filter((chunk) => chunk.origins?.some((origin) => origin.request === entry));
  if (booted.length === 0) return [];
  // The bootstrap module: the one the entry's import() asked for, found by that request among its reasons. Inside a
  // concatenated module (`./src/bootstrap.tsx + 9 modules`) only its root module's import() calls count, not its
  // neighbours' (the push module's firebase chunks): the root is the inner module with the same resource.
  const asked = booted
    .flatMap((chunk) => chunk.modules ?? [])
    .find((module) =>
      module.reasons?.some((reason) => reason.userRequest === entry && reason.type === 'import()'),
    );
  const bootstrap =
    asked?.modules?.find((inner) => inner.nameForCondition === asked.nameForCondition) ?? asked;
  const imported = bootstrap ? (index.madeBy.get(bootstrap.identifier) ?? []).map(({ chunk }) => chunk) : [];
  return jsFiles(new Set([...booted, ...imported, ...providedChunks(index)]));
}

/**
 * Each exposed module's own chunks, by exposed name: those the container entry's import() for it made (the
 * origin's `loc` is the exposed name).
 */
function exposedChunks(index) {
  const exposed = new Map();
  for (const [identifier, made] of index.madeBy) {
    if (!identifier.startsWith('container entry')) continue;
    for (const { chunk, origin } of made)
      exposed.set(origin.loc, [...(exposed.get(origin.loc) ?? []), chunk]);
  }
  return exposed;
}

/**
 * federation-chunks.json: for each exposed module (by its exposed name, './HomePage') the chunk files it needs
 * (closure) and the other remotes' modules it loads as soon as it renders.
 * @param {Record<string, string[]>} siblings  per exposed module, those modules
 *   ({ './HotelPage': ['mf_search/SearchBox'] }); the build cannot see them (loaded by name at run time)
 */
function startupReport(stats, siblings = {}) {
  const index = indexStats(stats);
  const exposes = {};
  for (const [name, chunks] of exposedChunks(index)) {
    exposes[name] = { chunks: closure(index, chunks) };
    if (siblings[name]?.length) exposes[name].siblings = siblings[name];
  }
  return { exposes };
}

/**
 * Each exposed module's own chunk files ('./SearchBox' → [...]): those the container entry's import() for it made.
 * @param {object} stats  `compilation.getStats().toJson(STATS_OPTIONS)`
 */
function exposedOwnFiles(stats) {
  return new Map([...exposedChunks(indexStats(stats))].map(([name, chunks]) => [name, jsFiles(chunks)]));
}

/**
 * mf-manifest.json with each exposed module's synchronous scripts set to its own chunks. The manifest plugin
 * (@module-federation/manifest 2.x, getAssetsByChunk) lists the files of every named chunk group the exposed
 * module's chunk belongs to: when webpack reuses mf-search's `__federation_expose_SearchBox` chunk for the pages
 * that import the search box, the search box's entry lists the home and city pages' chunks too, and the runtime
 * preloads them wherever the search box is loaded (the hotel page). Rspack fixed the same (rspack#14327).
 * @param {{ exposes?: { path: string, assets: { js: { sync: string[] } } }[] }} manifest
 * @param {Map<string, string[]>} own  exposedOwnFiles(stats)
 */
function correctManifestExposes(manifest, own) {
  for (const expose of manifest.exposes ?? []) {
    const files = own.get(expose.path);
    if (files) expose.assets.js.sync = expose.assets.js.sync.filter((file) => files.includes(file));
  }
  return manifest;
}

/**
 * The stats toJson of a compilation, made afresh on each call: file names change between the HTML plugin's stage
 * and the report's (RealContentHashPlugin renames every hashed file in between).
 */
const statsOf = (compilation) => compilation.getStats().toJson(STATS_OPTIONS);

/** Emits federation-chunks.json beside the build's manifest (see startupReport). */
class FederationChunksPlugin {
  /** @param {Record<string, string[]>} [siblings]  see startupReport */
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
          const report = startupReport(statsOf(compilation), this.siblings);
          compilation.emitAsset(
            'federation-chunks.json',
            new sources.RawSource(`${JSON.stringify(report, null, 1)}\n`),
          );
        },
      );
      // After the manifest plugin has written mf-manifest.json (same stage, registered before this plugin), before
      // the compression plugins (registered after) write its .br and .gz.
      compilation.hooks.processAssets.tap(
        { name: 'FederationChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const manifest = compilation.getAsset('mf-manifest.json');
          if (!manifest) return;
          const corrected = correctManifestExposes(
            JSON.parse(manifest.source.source().toString()),
            exposedOwnFiles(statsOf(compilation)),
          );
          compilation.updateAsset(
            'mf-manifest.json',
            new sources.RawSource(JSON.stringify(corrected, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = {
  BOOT_ENTRY,
  STATS_OPTIONS,
  bootChunkFiles,
  correctManifestExposes,
  exposedOwnFiles,
  startupReport,
  statsOf,
  FederationChunksPlugin,
};
