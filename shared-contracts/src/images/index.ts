// The image path's shared rules: allowed sizes, accepted sources, and the URLs pages put in <img>.
export * from './image-sizes';
export * from './image-source';
export * from './image-srcset';
export * from './image-url';
