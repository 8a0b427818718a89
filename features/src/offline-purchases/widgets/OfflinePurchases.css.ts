import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

// minmax(0, 1fr): a long product or store name never pushes a card past a phone's edge.
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  maxWidth: '48rem',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const items = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const total = style({ margin: 0, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
