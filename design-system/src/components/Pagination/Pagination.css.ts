import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
