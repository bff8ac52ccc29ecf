export { forgetServerData, readServerData } from './server-data';
export { isServerQueries, ServerQueries, type ServerQueriesData, withServerQueries } from './server-queries';
