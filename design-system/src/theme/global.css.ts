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

// WCAG 1.4.10 Reflow: a word longer than a phone's line (German "Geschmacksrichtungen" in a display heading, an
// e-mail address, a referral link) breaks at its syllables or, failing that, anywhere, instead of pushing the page
// sideways. Hyphenation follows <html lang>.
globalStyle('body', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4', { hyphens: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
// A postal address reads as the text around it; the browser's italics made every address look like a quotation.
globalStyle('address', { fontStyle: 'normal' });

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
