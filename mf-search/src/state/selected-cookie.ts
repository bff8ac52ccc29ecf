// The `selected` cookie (product §3): the traveller's last destination, so the search box starts with it
// next time. JSON of the search selection {id, type, title, fullTitle} plus the slug its address uses.
import type { SearchSelection } from '@rahi/shared-contracts';

export const SELECTED_COOKIE = 'selected';
const MAX_AGE_S = 30 * 24 * 3600;

const isSelection = (value: unknown): value is SearchSelection => {
  const v = value as Partial<SearchSelection> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isSafeInteger(v.id) &&
    (v.id ?? 0) > 0 &&
    (v.type === 'city' || v.type === 'hotel') &&
    typeof v.title === 'string' &&
    v.title.length > 0 &&
    typeof v.fullTitle === 'string' &&
    (v.slug === undefined || typeof v.slug === 'string')
  );
};

/** The remembered selection in a cookie header (document.cookie), or null when absent or unreadable. */
export function readSelectedCookie(cookieHeader: string): SearchSelection | null {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SELECTED_COOKIE}=`));
  if (!entry) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(entry.slice(SELECTED_COOKIE.length + 1)));
    if (!isSelection(value)) return null;
    const { id, type, title, fullTitle, slug } = value;
    return slug === undefined ? { id, type, title, fullTitle } : { id, type, title, fullTitle, slug };
  } catch {
    return null;
  }
}

/** The Set-Cookie text (for document.cookie) that remembers a selection for 30 days, site-wide. */
export function selectedCookieText(selection: SearchSelection): string {
  const { id, type, title, fullTitle, slug } = selection;
  const value = encodeURIComponent(JSON.stringify({ id, type, title, fullTitle, slug }));
  return `${SELECTED_COOKIE}=${value}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
}

export const rememberSelection = (selection: SearchSelection) => {
  document.cookie = selectedCookieText(selection);
};

export const rememberedSelection = () =>
  typeof document === 'undefined' ? null : readSelectedCookie(document.cookie);
