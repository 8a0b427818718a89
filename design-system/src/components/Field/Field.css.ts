import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

/** The shared look of text inputs and select triggers. */
export const control = style({
  width: '100%',
  // 48 px: the same height as a medium button, so fields and buttons line up in a row.
  minHeight: '3rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** A row of a choice control (checkbox, radio, switch) with its label. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // 44 px rows keep choices comfortable to tap.
  minHeight: '2.75rem',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});
