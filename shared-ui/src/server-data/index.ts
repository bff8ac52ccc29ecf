export { forgetServerData, readServerData } from './server-data';
export { type ServerQueriesData, withServerQueries } from './server-queries';
