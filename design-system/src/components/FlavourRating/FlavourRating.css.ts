import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { maxRating } from './roundRating';

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

// Each dot sits in the middle of its own tile: a 10 px dot and a 4 px gap, half of it on either side.
const tile = '0.875rem';
const radius = '0.3125rem';
// A 1.5 px ring in the text colour keeps empty dots at text contrast on any background (edges softened by half a pixel).
const ring = `radial-gradient(circle ${radius} at center, transparent calc(100% - 1.75px), currentColor calc(100% - 1.25px), currentColor calc(100% - 0.25px), transparent calc(100% + 0.25px))`;
const disc = `radial-gradient(circle ${radius} at center, currentColor calc(100% - 0.25px), transparent calc(100% + 0.25px))`;

export const dots = style({
  position: 'relative',
  display: 'block',
  flexShrink: 0,
  width: `calc(${maxRating} * ${tile})`,
  height: `calc(2 * ${radius})`,
  backgroundImage: ring,
  backgroundSize: `${tile} 100%`,
  backgroundRepeat: 'repeat-x',
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    backgroundImage: disc,
    backgroundSize: `${tile} 100%`,
    backgroundRepeat: 'repeat-x',
  },
});

// The fill covers the rating in half tiles: 3.5 fills three dots and the first half of the fourth.
export const filledHalves = styleVariants(
  Object.fromEntries(
    Array.from({ length: 2 * maxRating + 1 }, (_, halves) => [
      halves,
      { '::before': { width: `calc(${halves} * ${tile} / 2)` } },
    ]),
  ),
);

// The half dot fills from the start of the reading direction.
globalStyle(`[dir="rtl"] ${dots}::before`, { backgroundPosition: 'right' });
