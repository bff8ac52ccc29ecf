export { type RenderedTree, renderStyleTags, renderTree, routePathOf } from './render-tree';
export { applySession } from './session';
export { applySiteSettings } from './site-settings';
