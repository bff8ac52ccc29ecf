// The gateway as a Module Federation host in Node (ADR 0037): it loads the apps' server containers (the shell's
// and a remote's, each built by tooling/webpack/server-container.js) through Module Federation's own runtime and
// gives them this process's React, react-dom, router, emotion, MUI styles, react-query and rxjs as the shared
// singletons, so that the shell's layout and a remote's page render as one React tree with one emotion cache.
//
// A container on this gateway's disk (a remote's dist/, the releases folder, the shell's dist/) is named by its
// file: URL and `require`d, so its chunks load from the disk beside it; one elsewhere (an http(s) URL in the
// registry) is loaded over HTTP by the runtime, its chunks by @module-federation/node's plugin inside it, each file
// bounded in time and size (`boundedDownload`). A new entry for a remote (a release) replaces the old one for the
// next render (`registerRemotes` with force).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import {
  createInstance,
  type ModuleFederationRuntimePlugin,
  registerGlobalPlugins,
} from '@module-federation/runtime';

/**
 * The singletons the apps share (tooling/webpack/shared-dependencies.js), with this process's copies. Every package
 * the builds share by name is here: a server container whose shared module the host did not provide never
 * finished its render (rxjs, tried as a shared module; federation-host.test.ts checks the list against the builds').
 */
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
  rxjs: () => require('rxjs'),
};

/** The names of the shared modules this host provides. */
export const HOST_SHARED_NAMES: readonly string[] = Object.keys(SHARED);

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

/**
 * A container's entry: one on this gateway's disk is `require`d (its __dirname is its folder, so chunks come from
 * it); one at an http(s) address is downloaded within the limits and run as the runtime's own Node loader runs it
 * (a CommonJS function of exports, module, require, __dirname, __filename), which would download it without any.
 */
const containerEntries: ModuleFederationRuntimePlugin = {
  name: 'rahi-container-entries',
  async loadEntry({ remoteInfo }) {
    const { entry, name } = remoteInfo;
    // library commonjs-module with a name: the container is the export of that name.
    const exportOf = (exported: Record<string, unknown>) => (exported[name] ?? exported) as never;
    if (entry.startsWith('file:')) return exportOf(require(fileURLToPath(entry)) as Record<string, unknown>);
    if (!/^https?:/.test(entry)) return undefined;
    const code = await (await boundedDownload(entry, downloadLimits)).text();
    const url = new URL(entry);
    const run = vm.runInThisContext(
      `(function (exports, module, require, __dirname, __filename) {${code}\n})`,
      {
        filename: entry,
      },
    ) as (...args: unknown[]) => void;
    const module = { exports: {} as Record<string, unknown> };
    run(module.exports, module, require, path.posix.dirname(url.pathname), path.posix.basename(url.pathname));
    return exportOf(module.exports);
  },
};

/** How long one file of a container on another origin may take to download, and how large it may be. */
export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * `url` fetched within `limits`: an answer that is not 2xx, larger than `maxBytes` (said or read) or slower than
 * `timeoutMs` rejects, naming the file, instead of being run (the runtime would run a 404 page as code, and wait on
 * a server that never answers). Resolves with the body read whole.
 */
export async function boundedDownload(url: string, limits: DownloadLimits): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const tooLarge = () => new Error(`${url} is larger than ${limits.maxBytes} bytes`);
  if (Number(response.headers.get('content-length')) > limits.maxBytes) throw tooLarge();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for await (const part of response.body ?? []) {
    bytes += part.byteLength;
    if (bytes > limits.maxBytes) throw tooLarge();
    parts.push(part);
  }
  return new Response(Buffer.concat(parts), { status: response.status, headers: response.headers });
}

/** The process's limits: those of the last host made (one per gateway). */
let downloadLimits: DownloadLimits = { timeoutMs: 10_000, maxBytes: 20 * 1024 * 1024 };

/**
 * Every http(s) file the runtime fetches, for the gateway's instance and the containers' own (a global plugin:
 * @module-federation/node's chunk loading inside a container asks its own instance's fetch hook).
 */
const boundedDownloads: ModuleFederationRuntimePlugin = {
  name: 'rahi-bounded-downloads',
  fetch(url) {
    return /^https?:/.test(url) ? boundedDownload(url, downloadLimits) : undefined;
  },
};

let boundedDownloadsOn = false;

/** The entry of a container: a file on this gateway's disk, or an http(s) URL. */
export type ContainerEntry = { file: string } | { url: string };

export interface FederationHost {
  /**
   * The module `exposed` ('./ServerApp') of the container `name` at `entry`. A different entry than the last one
   * for that name replaces it: the module comes from the new container.
   */
  load<T>(name: string, entry: ContainerEntry, exposed: string): Promise<T>;
}

export function createFederationHost(limits: DownloadLimits = downloadLimits): FederationHost {
  downloadLimits = limits;
  if (!boundedDownloadsOn) registerGlobalPlugins([boundedDownloads]);
  boundedDownloadsOn = true;
  const federation = createInstance({
    name: 'rahi_gateway',
    remotes: [],
    shared: hostShared(),
    plugins: [containerEntries],
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
