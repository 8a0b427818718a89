import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const widget = style({ display: 'grid', gap: vars.space.xl, maxWidth: '44rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '24rem' });

export const heading = style({ margin: 0 });

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const done = style({ margin: 0, color: vars.color.success });
