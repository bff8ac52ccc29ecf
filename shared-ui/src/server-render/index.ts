export { type RenderedTree, renderStyleTags, renderTree, routePathOf } from './render-tree';
export { applySiteSettings } from './site-settings';
