// Rahi's own web push, as booking-api's outbox sends it (outbox/channels/push.ts): a JSON payload with a Persian
// title and body, right to left, and the page a click opens. The service worker shows it and opens the page;
// these are the pure parts, tested apart from the worker.

export interface RahiPushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  dir: 'rtl';
  lang: 'fa';
}

/** The payload when the push is one of ours (firebase's own messages are left to firebase), else null. */
export function readRahiPayload(data: { json(): unknown } | null | undefined): RahiPushPayload | null {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return null;
  }
  const payload = value as Partial<RahiPushPayload> | null;
  return payload &&
    typeof payload.title === 'string' &&
    typeof payload.body === 'string' &&
    typeof payload.url === 'string' &&
    typeof payload.tag === 'string' &&
    payload.tag.startsWith('rahi-')
    ? (payload as RahiPushPayload)
    : null;
}

/** What showNotification gets: right to left in Persian, one notification per message (its tag). */
export function notificationOptions(payload: RahiPushPayload): NotificationOptions {
  return { body: payload.body, dir: 'rtl', lang: 'fa', tag: payload.tag, data: { url: payload.url } };
}

/** The address a click opens: only a page of this site (a link elsewhere is not followed). */
export function clickTarget(data: unknown, origin: string): string | null {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return null;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : null;
  } catch {
    return null;
  }
}
