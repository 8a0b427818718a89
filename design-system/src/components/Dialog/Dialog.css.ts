import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/breakpoints';

const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.98)' } });
const fade = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(-100%)' } });

const noMotion = { [mediaQueries.reducedMotion]: { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.scrim,
  zIndex: vars.zIndex.overlay,
  animation: `${fade} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': noMotion,
});

const modal = style({
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
  '@media': noMotion,
});

/** A full-height side sheet at the inline end; its body scrolls on its own, so the drawer has no padding of its own. */
const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.dialog,
  width: 'min(28rem, 100vw)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { '[dir="rtl"] &': { animationName: slideInRtl } },
  '@media': noMotion,
});

export const content = { modal, drawer };

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  selectors: {
    // In the drawer the header is a bar over the scrolling body, with the body's inline padding.
    [`${drawer} &`]: {
      alignItems: 'center',
      flexShrink: 0,
      paddingInline: vars.space.lg,
      paddingBlock: vars.space.md,
      borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
    },
  },
  '@media': { [mediaQueries.small]: { selectors: { [`${drawer} &`]: { paddingInline: vars.space.md } } } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  // 44 px target around a 20 px icon, pulled into the padding so the icon, not its target, lines up with the edge.
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
  // The drawer's header centres its row, so the button needs no lift.
  selectors: { [`${drawer} &`]: { marginBlockStart: 0 } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
