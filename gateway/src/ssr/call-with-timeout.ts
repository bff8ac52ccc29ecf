// A synchronous call bounded in time: a render runs to its end or is stopped, even in a loop that never returns.
import vm from 'node:vm';

/**
 * Calls `fn` and gives up after `timeoutMs` even when it never returns (a loop in a render): the call runs
 * under a vm timeout, which stops synchronous code.
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

/** Whether `error` is callWithTimeout's timeout. */
export const isRenderTimeout = (error: unknown): boolean =>
  (error as { code?: unknown } | undefined)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

// One context for every call: nothing runs in it but the call itself, and calls cannot overlap (they are synchronous).
const trampoline = vm.createContext({ fn: undefined as unknown });
const callFn = new vm.Script('fn()');
