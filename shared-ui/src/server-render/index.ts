export { type RenderedTree, renderTree, routePathOf } from './render-tree';
