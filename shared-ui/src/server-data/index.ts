export { forgetServerData, readServerData } from './server-data';
export { type ServerQueriesData, withServerQueries } from './server-queries';
export { useHydrated } from './use-hydrated';
