import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/breakpoints';

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style({ borderBlockStart: `1px solid ${vars.color.borderSubtle}` });

export const item = style({ borderBlockEnd: `1px solid ${vars.color.borderSubtle}` });

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '3.5rem',
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

export const contentInner = style({ paddingBlockEnd: vars.space.md, color: vars.color.textMuted });
