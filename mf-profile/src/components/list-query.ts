// A profile list's state, in the address and in booking-api's path alike: ?status= (one of the list's statuses)
// and ?page= (from 1), each written only when it is not the default, so a link, a reload and the query cache
// all name the same list.
export interface ListQuery<S extends string> {
  status: S | null;
  page: number;
}

/** @example readListQuery(new URLSearchParams('status=cancelled&page=2'), BOOKING_STATUSES) // → { status: 'cancelled', page: 2 } */
export function readListQuery<S extends string>(
  search: URLSearchParams,
  statuses: readonly S[],
): ListQuery<S> {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: statuses.find((known) => known === status) ?? null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** @example listSearch({ status: null, page: 2 }).toString() // → 'page=2' */
export function listSearch({ status, page }: ListQuery<string>): URLSearchParams {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** @example listPath('/tickets', { status: 'open', page: 1 }) // → '/tickets?status=open' */
export function listPath(base: string, query: ListQuery<string>): string {
  const text = listSearch(query).toString();
  return text ? `${base}?${text}` : base;
}
