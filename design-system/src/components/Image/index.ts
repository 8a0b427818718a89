export { Image, type ImageProps, type ImageSource } from './Image';
export { imageWidths, buildSrcSet, imageLoadTimeoutMs, type ImageSourceAtWidth } from './srcset';
