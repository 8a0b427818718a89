/** Breakpoints of the shop: small up to 640 px, medium up to 991 px, large up to 1200 px, and wider beyond. */
export const breakpoints = { small: 640, medium: 991, large: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints | 'wide';

/** Mobile-first media queries: styles start at small and add from each size up. */
export const mediaQueries = {
  small: `screen and (max-width: ${breakpoints.small}px)`,
  mediumUp: `screen and (min-width: ${breakpoints.small + 1}px)`,
  largeUp: `screen and (min-width: ${breakpoints.medium + 1}px)`,
  wideUp: `screen and (min-width: ${breakpoints.large + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The breakpoint a viewport width falls into. */
export function breakpointFor(width: number): Breakpoint {
  if (width <= breakpoints.small) return 'small';
  if (width <= breakpoints.medium) return 'medium';
  if (width <= breakpoints.large) return 'large';
  return 'wide';
}
