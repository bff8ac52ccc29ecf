// booking-api's thread yields the cores to the serving loop: on Linux a thread's nice value is its own, so the
// thread that runs booking-api takes a lower priority than the loop that answers pages, builds and /healthz.
// When the machine is busy the kernel runs the serving loop first and searches queue instead (docs/adr/0023).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value booking-api's thread takes (the serving loop keeps the process's, normally 0). */
export const BOOKING_API_NICE = 5;

/** The calling thread's id, from /proc/thread-self (Linux); undefined elsewhere. */
export function currentThreadId(): number | undefined {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the calling thread's priority to `nice`; whether it did. Only a worker thread's own: never the main
 * thread, whose id is the process's (that would lower the whole process on some systems).
 */
export function lowerThreadPriority(nice: number): boolean {
  const id = currentThreadId();
  if (id === undefined || id === process.pid) return false;
  try {
    setPriority(id, nice);
    return true;
  } catch {
    return false;
  }
}
