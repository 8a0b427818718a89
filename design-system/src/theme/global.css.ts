import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { mediaQueries } from './breakpoints';

/** Base styles every page of the shop gets with the design system. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('img, svg, video', { maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  // 2 px gap so the ring stays visible on any background the focused element paints.
  outlineOffset: '2px',
});

// Motion is a courtesy: a shopper who asks for less gets none.
globalStyle('*, *::before, *::after', {
  '@media': {
    [mediaQueries.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
