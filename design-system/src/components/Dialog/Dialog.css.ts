import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/breakpoints';

const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.98)' } });
const fade = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.scrim,
  zIndex: vars.zIndex.overlay,
  animation: `${fade} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // 560 px reads as a focused task; on phones the dialog keeps a 16 px margin each side.
  width: `min(560px, calc(100vw - ${vars.space.xl}))`,
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, letterSpacing: vars.letterSpacing.tight });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  // 44 px target around a 20 px icon.
  width: '2.75rem',
  height: '2.75rem',
  marginBlockStart: `calc(${vars.space.xs} * -1)`,
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surface },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
