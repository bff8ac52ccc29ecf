// The marker a failed remote load resolves to, and the error the shell raises for it, so the
// remote's error boundary shows the fallback card instead of a blank area.

export const REMOTE_UNAVAILABLE = '__rahiRemoteUnavailable';

export interface RemoteUnavailableMarker {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailable(module: unknown): module is RemoteUnavailableMarker {
  return typeof module === 'object' && module !== null && REMOTE_UNAVAILABLE in module;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    reason: string,
  ) {
    super(`Remote ${remoteId} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}
