// The gateway as a Module Federation host in Node (ADR 0037): it loads the apps' server containers (the shell's
// and a remote's, each built by tooling/webpack/server-container.js) through Module Federation's own runtime and
// gives them this process's React, react-dom, router, emotion, MUI styles and react-query as the shared singletons,
// so that the shell's layout and a remote's page render as one React tree with one emotion cache.
//
// A container on this gateway's disk (a remote's dist/, the releases folder, the shell's dist/) is named by its
// file: URL and `require`d, so its chunks load from the disk beside it; one elsewhere (an http(s) URL in the
// registry) is loaded over HTTP by the runtime, its chunks by @module-federation/node's plugin inside it. A new
// entry for a remote (a release) replaces the old one for the next render (`registerRemotes` with force).
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** The singletons the apps share (tooling/webpack/shared-dependencies.js), with this process's copies. */
const SHARED: Record<string, () => unknown> = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  'react-dom/server': () => require('react-dom/server'),
  'react-router': () => require('react-router'),
  'react-router-dom': () => require('react-router-dom'),
  '@mui/material/styles': () => require('@mui/material/styles'),
  '@mui/system': () => require('@mui/system'),
  '@mui/system/DefaultPropsProvider': () => require('@mui/system/DefaultPropsProvider'),
  '@mui/system/RtlProvider': () => require('@mui/system/RtlProvider'),
  '@mui/styled-engine': () => require('@mui/styled-engine'),
  '@emotion/react': () => require('@emotion/react'),
  '@emotion/styled': () => require('@emotion/styled'),
  '@emotion/cache': () => require('@emotion/cache'),
  '@tanstack/react-query': () => require('@tanstack/react-query'),
};

const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

let productionBuilds: Record<string, unknown> | undefined;

/**
 * The shared libraries, required together the first time one is asked for, in their production builds whatever
 * NODE_ENV the gateway runs with: React, react-dom and emotion choose their build from NODE_ENV when they are
 * first required, so it reads 'production' for that moment only. Their development builds drew a page three
 * times slower (docs/adr/0037), and the renders of a gateway run for the e2e journeys (NODE_ENV unset) then held
 * up every other request on its loop. The containers are production builds too (webpack's mode).
 */
function sharedModules(): Record<string, unknown> {
  if (productionBuilds) return productionBuilds;
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    productionBuilds = Object.fromEntries(Object.entries(SHARED).map(([name, lib]) => [name, lib()]));
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
  return productionBuilds;
}

function hostShared() {
  const local = createRequire(__filename);
  return Object.fromEntries(
    Object.keys(SHARED).map((name) => [
      name,
      {
        version: (local(`${packageOf(name)}/package.json`) as { version: string }).version,
        lib: () => sharedModules()[name],
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
}

/** Containers on this gateway's disk are `require`d: their __dirname is their folder, so chunks come from it. */
const fromDisk: ModuleFederationRuntimePlugin = {
  name: 'rahi-containers-from-disk',
  loadEntry({ remoteInfo }) {
    if (!remoteInfo.entry.startsWith('file:')) return undefined;
    // library commonjs-module with a name: the container is the export of that name.
    const exported = require(fileURLToPath(remoteInfo.entry)) as Record<string, unknown>;
    return (exported[remoteInfo.name] ?? exported) as never;
  },
};

/** The entry of a container: a file on this gateway's disk, or an http(s) URL. */
export type ContainerEntry = { file: string } | { url: string };

export interface FederationHost {
  /**
   * The module `exposed` ('./ServerApp') of the container `name` at `entry`. A different entry than the last one
   * for that name replaces it: the module comes from the new container.
   */
  load<T>(name: string, entry: ContainerEntry, exposed: string): Promise<T>;
}

export function createFederationHost(): FederationHost {
  const federation = createInstance({
    name: 'rahi_gateway',
    remotes: [],
    shared: hostShared(),
    plugins: [fromDisk],
  });
  const entries = new Map<string, string>();
  return {
    async load<T>(name: string, entry: ContainerEntry, exposed: string) {
      const href = 'file' in entry ? pathToFileURL(entry.file).href : entry.url;
      const known = entries.get(name);
      if (known !== href) {
        federation.registerRemotes([{ name, entry: href }], { force: known !== undefined });
        entries.set(name, href);
      }
      const module = await federation.loadRemote<T>(`${name}/${exposed.replace(/^\.\//, '')}`);
      if (module === null || module === undefined) throw new Error(`${name} gave no ${exposed} (${href})`);
      return module;
    },
  };
}
