import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.skeleton,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  // No fade-in: a server-rendered image must show before (and without) JavaScript, and it is often the page's LCP.
});

export const fit = styleVariants({ cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } });

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surface,
});
