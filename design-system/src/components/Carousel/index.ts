export { Carousel, type CarouselProps } from './Carousel';
export { useReducedMotion } from './useReducedMotion';
