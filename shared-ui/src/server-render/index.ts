export { type RenderedTree, renderTree, routePathOf } from './render-tree';
export { applySiteSettings } from './site-settings';
