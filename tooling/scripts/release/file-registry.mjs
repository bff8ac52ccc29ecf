// The registry of one machine (no DATABASE_URL): the JSON file the gateway re-reads when it changes
// (MF_REGISTRY_FILE), written whole to a temporary file and renamed over it. Its audit is a JSON-lines file beside
// it (`<file>.history.jsonl`): one line per release or rollback, with who and when; rollback reads it to find the
// release before the current one.
import fs from 'node:fs';
import { createRequire } from 'node:module';

// Its CommonJS build: the ES one is written for bundlers (imports without extensions).
const { defaultRegistry, parseRegistry } = createRequire(import.meta.url)('@rahi/shared-contracts');

const historyFile = (file) => `${file}.history.jsonl`;

const readRegistry = (file) =>
  fs.existsSync(file) ? parseRegistry(JSON.parse(fs.readFileSync(file, 'utf8'))) : defaultRegistry();

function writeRegistry(file, registry) {
  fs.writeFileSync(`${file}.next`, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(`${file}.next`, file);
}

/** Every line of the audit, oldest first. */
export function readHistory(file) {
  if (!fs.existsSync(historyFile(file))) return [];
  return fs
    .readFileSync(historyFile(file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function point(file, { remote, release, action, actor, at }) {
  const registry = readRegistry(file);
  const previous = registry.remotes[remote]?.version ?? null;
  registry.remotes[remote] = {
    entry: release.entry,
    version: release.name,
    ...(release.ssr ? { ssr: release.ssr } : {}),
  };
  writeRegistry(file, registry);
  const line = { at: at.toISOString(), actor, action, remote, ...release, previous };
  fs.appendFileSync(historyFile(file), `${JSON.stringify(line)}\n`);
  return line;
}

/** Points `remote` at a new release ({ name, entry, ssr? }) and records it. */
export function releaseInFile(file, { remote, release, actor, at = new Date() }) {
  return point(file, { remote, release, action: 'release', actor, at });
}

/** Points `remote` back at the release made before the one it names now, and records it. */
export function rollbackInFile(file, { remote, actor, at = new Date() }) {
  const current = readRegistry(file).remotes[remote]?.version;
  const releases = readHistory(file).filter((line) => line.remote === remote && line.action === 'release');
  const index = releases.findIndex((line) => line.name === current);
  if (index < 1)
    throw new Error(`${remote} has no release before ${current ?? 'its current build'} to roll back to`);
  const { name, entry, ssr } = releases[index - 1];
  return point(file, { remote, release: { name, entry, ssr }, action: 'rollback', actor, at });
}
