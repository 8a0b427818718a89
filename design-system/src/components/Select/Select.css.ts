import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const content = style({
  overflow: 'hidden',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
});

export const viewport = style({ padding: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surface },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
