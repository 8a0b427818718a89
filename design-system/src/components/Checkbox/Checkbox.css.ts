import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onAccent,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
