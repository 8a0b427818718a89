import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/breakpoints';

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.xl });

export const track = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(${vars.space.md} * -1)`,
});

export const slide = style({
  // A peek of the next card on phones says "swipe"; two and three cards on wider screens.
  flex: '0 0 82%',
  minWidth: 0,
  paddingInlineStart: vars.space.md,
  '@media': {
    [mediaQueries.mediumUp]: { flexBasis: '50%' },
    [mediaQueries.largeUp]: { flexBasis: '33.333%' },
  },
});

export const controls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });

export const control = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});
