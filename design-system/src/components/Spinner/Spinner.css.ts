import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/breakpoints';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    // Without motion the ring stands still with a gap, which still reads as "working".
    [mediaQueries.reducedMotion]: { animation: 'none' },
  },
});

export const spinnerSize = styleVariants({
  sm: { width: '1em', height: '1em' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: 3 },
});

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.6s ${vars.motion.easing.standard} infinite`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const skeletonShape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm },
  block: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.round, aspectRatio: '1' },
});
