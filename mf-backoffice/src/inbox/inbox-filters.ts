// The inbox's filters in the address and in booking-api's query alike: ?kind, ?state and ?page, each written only
// when set; an unknown value is dropped.
import { FORM_KINDS, type FormKind, INBOX_STATES, type InboxState } from '@rahi/shared-contracts/api';

export interface InboxFilters {
  kind: FormKind | null;
  state: InboxState | null;
  page: number;
}

/** @example readInboxFilters(new URLSearchParams('kind=artist')) // → { kind: 'artist', state: null, page: 1 } */
export function readInboxFilters(search: URLSearchParams): InboxFilters {
  const page = Number(search.get('page'));
  return {
    kind: FORM_KINDS.find((kind) => kind === search.get('kind')) ?? null,
    state: INBOX_STATES.find((state) => state === search.get('state')) ?? null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function inboxSearch({ kind, state, page }: InboxFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (kind) search.set('kind', kind);
  if (state) search.set('state', state);
  if (page > 1) search.set('page', String(page));
  return search;
}
