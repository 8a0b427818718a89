import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const widget = style({ display: 'grid', gap: vars.space.xl, maxWidth: '40rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const device = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const deviceName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const deviceFacts = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ margin: 0 });

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const done = style({ margin: 0, color: vars.color.success });

/** A loyalty points line: read-only information, in the success colour that says "this earns you something". */
export const points = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.semibold });
