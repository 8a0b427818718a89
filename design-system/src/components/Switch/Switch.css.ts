import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  // 44 x 26 px: wide enough to show on and off at a glance.
  width: '2.75rem',
  height: '1.625rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.border,
  transform: 'translateX(0.125rem)',
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.onAccent, transform: 'translateX(1.25rem)' },
    '[dir="rtl"] &': { transform: 'translateX(-0.125rem)' },
    '[dir="rtl"] &[data-state="checked"]': { transform: 'translateX(-1.25rem)' },
  },
});
