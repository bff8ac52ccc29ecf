// Runs a server build's code as a CommonJS module of its own: a fresh module scope per version, so a new
// build of a remote replaces the old one inside a running gateway, and two versions never share state.
// The build bundles its libraries (tooling/webpack/server-config.js); it may require Node's built-in
// modules only, never the gateway's node_modules, so it behaves the same whatever the gateway has installed.
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { PAGE_CONTRACT_VERSION, type ServerBuild } from '@rahi/shared-contracts';

export type { ServerBuild };

/** The contract number this gateway speaks (each server build's index.ts exports `contract`). */
export const SERVER_BUILD_CONTRACT = PAGE_CONTRACT_VERSION;

/**
 * Evaluates `code` as a CommonJS module and checks it is a server build this gateway can use.
 * @throws Error when the code throws while loading, requires a non-built-in module, or exports the wrong shape.
 */
export function evaluateServerBuild(code: string, filename: string): ServerBuild {
  const nodeRequire = createRequire(filename);
  const builtinsOnly = (id: string) => {
    if (!isBuiltin(id)) throw new Error(`a server build may require built-in modules only, not '${id}'`);
    return nodeRequire(id);
  };
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename,
  });
  const module: { exports: Record<string, unknown> } = { exports: {} };
  run(module.exports, builtinsOnly, module, filename, path.dirname(filename));
  const build = module.exports as Partial<ServerBuild>;
  if (build.contract !== SERVER_BUILD_CONTRACT) {
    throw new Error(
      `${filename} speaks contract ${String(build.contract)}, this gateway ${SERVER_BUILD_CONTRACT}`,
    );
  }
  if (typeof build.render !== 'function' || typeof build.loadData !== 'function') {
    throw new Error(`${filename} does not export render() and loadData()`);
  }
  return build as ServerBuild;
}

/**
 * Calls `fn` and gives up after `timeoutMs` even when it never returns (a loop in a render): the call runs
 * under a vm timeout, which stops synchronous code. The module it stopped in may be left half-way; the caller
 * loads that build afresh.
 * @throws Error with code 'ERR_SCRIPT_EXECUTION_TIMEOUT' on a timeout.
 */
export function callWithTimeout<T>(fn: () => T, timeoutMs: number): T {
  trampoline.fn = fn;
  try {
    return callFn.runInContext(trampoline, { timeout: timeoutMs }) as T;
  } finally {
    trampoline.fn = undefined;
  }
}

/** Whether `error` is callWithTimeout's timeout (the build's module state may be left half-way). */
export const isRenderTimeout = (error: unknown): boolean =>
  (error as { code?: unknown } | undefined)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

// One context for every call: nothing runs in it but the call itself, and calls cannot overlap (they are synchronous).
const trampoline = vm.createContext({ fn: undefined as unknown });
const callFn = new vm.Script('fn()');
