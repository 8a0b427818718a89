import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The box and its mark in one cell: the mark is drawn over the native box. */
export const control = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
});

export const box = style({
  gridArea: '1 / 1',
  appearance: 'none',
  width: '1.375rem',
  height: '1.375rem',
  margin: 0,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:checked, &[data-state="indeterminate"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const mark = style({
  gridArea: '1 / 1',
  // Painted above the box even when a disabled box's opacity lifts it into a layer of its own.
  position: 'relative',
  color: vars.color.onAccent,
  // Clicks go to the box beneath.
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: {
    [`${box}:checked + &, ${box}[data-state="indeterminate"] + &`]: { visibility: 'visible' },
  },
});
