import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const dots = style({ display: 'inline-flex', gap: vars.space.xxs, flexShrink: 0 });

export const dot = style({
  display: 'block',
  // 10 px dots with a 1.5 px ring: the ring in the text colour keeps empty dots at text contrast on any background.
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.round,
  border: '1.5px solid currentColor',
});

export const fill = styleVariants({
  full: { backgroundColor: 'currentColor' },
  half: { backgroundImage: 'linear-gradient(to right, currentColor 50%, transparent 50%)' },
  empty: {},
});

// The half dot fills from the start of the reading direction.
globalStyle(`[dir="rtl"] ${fill.half}`, {
  backgroundImage: 'linear-gradient(to left, currentColor 50%, transparent 50%)',
});
