// The entry of mf-search's server build (webpack.server.config.js): what the gateway's server renderer calls
// for the city page. `contract` changes only when these functions' shapes do; the gateway refuses other numbers.
export { type LoadDataInput, loadData } from './load-data';
export { type RenderInput, type RenderOutput, render } from './render';

export const contract = 1;
