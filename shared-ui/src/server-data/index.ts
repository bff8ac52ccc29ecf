export { forgetServerData, readServerData } from './server-data';
