import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

// minmax(0, 1fr): a long word or code never pushes a card past a phone's edge.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  maxWidth: '48rem',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The live region while it has nothing to say: present for screen readers, taking no room in the grid. */
export const quiet = style({ margin: 0, position: 'absolute' });

/** The code large and spaced, so a shopper can read it out at a till or type it at the partner's site. */
export const code = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  wordBreak: 'break-all',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
