// The token check on load (product §4): GET /check-token through the proxy, which attaches the HttpOnly token.
// A pass refreshes the name and credit; any failure logs the user out (the proxy also drops the token on 401).
import { getEventBus } from '@rahi/shared-contracts';
import { handleApi } from '@rahi/shared-ui/api';

interface TokenCheckData {
  userName?: unknown;
  credit?: unknown;
}

export async function checkToken(): Promise<boolean> {
  const result = await handleApi<TokenCheckData>({ endPoint: '/check-token', toast: false });
  const bus = getEventBus();
  if (!result.ok) {
    if (result.status !== 401)
      console.warn(`[auth] token check failed with status ${result.status}; logging out`);
    bus.emit({ type: 'auth/token-checked', payload: { valid: false } });
    return false;
  }
  const data = result.data ?? {};
  bus.emit({
    type: 'auth/token-checked',
    payload: {
      valid: true,
      ...(typeof data.userName === 'string' ? { userName: data.userName } : {}),
      ...(typeof data.credit === 'number' ? { credit: data.credit } : {}),
    },
  });
  return true;
}
