import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/breakpoints';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } });

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, 100vw)',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  borderInlineStart: '4px solid transparent',
  animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.accent },
  success: { borderInlineStartColor: vars.color.success },
  error: { borderInlineStartColor: vars.color.danger },
});

export const toneIcon = styleVariants({
  info: { color: vars.color.accent },
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surface },
});
