// `npm run release -w @rahi/<remote>` and `npm run rollback -w @rahi/<remote>` (docs/deploying-a-remote.md).
// release: builds the remote (unless --skip-build), copies its dist (or --dist=<folder>) to the release store under a
// name never used again, and points the registry at it; rollback: points the registry at the release before.
// The registry is PostgreSQL's with DATABASE_URL (every gateway of the fleet follows it), else MF_REGISTRY_FILE.
// Both record who (git's user.name <user.email>, else $USER) and when.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { releaseInDatabase, rollbackInDatabase } from './release/database-registry.mjs';
import { releaseInFile, rollbackInFile } from './release/file-registry.mjs';
import { publishToFolder } from './release/folder-store.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function actor() {
  const git = (key) => {
    try {
      return execFileSync('git', ['config', key], { cwd: ROOT, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const name = git('user.name');
  const email = git('user.email');
  if (name) return email ? `${name} <${email}>` : name;
  return process.env.USER || os.userInfo().username;
}

/** `20261128-165012-a1b2c3d-k3x9`: when, the commit, and a random tail, so no two releases share a name. */
function releaseName(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  let commit = 'nogit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {}
  return `${stamp}-${commit}-${crypto.randomBytes(3).toString('hex')}`;
}

async function main() {
  const [command, ...flags] = process.argv.slice(2);
  const packageDir = process.cwd();
  const folder = path.basename(packageDir);
  if (!/^mf-[a-z]+$/.test(folder))
    throw new Error(`run it in a remote's folder (npm run ${command} -w @rahi/mf-…)`);
  const remote = folder.replace('-', '_');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const registryFile = path.resolve(process.env.MF_REGISTRY_FILE ?? path.join(ROOT, 'mf-registry.json'));
  const who = actor();
  let done;
  if (command === 'release') {
    if (process.env.RELEASE_S3_BUCKET)
      throw new Error(
        'RELEASE_S3_BUCKET: the S3 release store is not built yet; unset it to use RELEASES_DIR',
      );
    const distFlag = flags.find((flag) => flag.startsWith('--dist='));
    const dist = path.resolve(distFlag ? distFlag.slice('--dist='.length) : path.join(packageDir, 'dist'));
    if (!flags.includes('--skip-build'))
      execFileSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
    const name = releaseName();
    const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, '.releases'));
    const location = publishToFolder({ releasesDir, folder, name, dist });
    const release = { name: `${folder}/${name}`, ...location };
    done = databaseUrl
      ? await releaseInDatabase(databaseUrl, { remote, release, actor: who })
      : releaseInFile(registryFile, { remote, release, actor: who });
  } else if (command === 'rollback') {
    done = databaseUrl
      ? await rollbackInDatabase(databaseUrl, { remote, actor: who })
      : rollbackInFile(registryFile, { remote, actor: who });
  } else {
    throw new Error('usage: release-remote.mjs release [--skip-build] [--dist=<folder>] | rollback');
  }
  const where = databaseUrl ? 'the database registry' : registryFile;
  console.log(
    `${done.action}: ${remote} → ${done.name} (was ${done.previous ?? 'its /remotes/ build'}) in ${where}, by ${who}`,
  );
}

main().catch((error) => {
  console.error(`[release] ${error.message}`);
  process.exit(1);
});
