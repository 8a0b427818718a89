import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  // 1.75 px at 24 px reads as the brand's fine line without vanishing at 16 px.
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const mirrored = style({});
globalStyle(`[dir="rtl"] ${mirrored}`, { transform: 'scaleX(-1)' });

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.25rem', height: '1.25rem' },
  lg: { width: '1.5rem', height: '1.5rem' },
});
