import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.lg,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  scrollbarWidth: 'none',
});

export const trigger = style({
  position: 'relative',
  flexShrink: 0,
  minHeight: '3rem',
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: '-1px',
      height: '2px',
      backgroundColor: 'currentColor',
    },
  },
});

export const content = style({ paddingBlock: vars.space.md });
