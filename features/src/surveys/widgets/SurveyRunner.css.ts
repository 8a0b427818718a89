import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const widget = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
  maxWidth: '40rem',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });

export const progress = style({ display: 'grid', gap: vars.space.xs });

export const bar = style({ width: '100%', height: '0.5rem', accentColor: vars.color.accent });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
