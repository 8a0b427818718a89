import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const options = style({ display: 'flex', flexDirection: 'column' });

export const radio = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  padding: 0,
  borderRadius: vars.radius.round,
  border: `1.5px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const dot = style({
  display: 'block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.accent,
});
