export { DrawnReads } from './drawn-reads';
export { drawPage, type RenderedTree, renderStyleTags, routePathOf } from './render-tree';
export { keepServerAnswer, loadServerQueries, readServerQueries, serverQueriesOf } from './server-queries';
export { applySession } from './session';
export { applySiteSettings } from './site-settings';
