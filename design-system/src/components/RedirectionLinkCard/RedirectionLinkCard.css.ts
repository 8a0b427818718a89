import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  position: 'relative',
  display: 'flex',
  color: vars.color.text,
  textDecoration: 'none',
  transitionProperty: 'background-color, box-shadow, transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
});

export const list = style([
  base,
  {
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: '3.5rem',
    paddingBlock: vars.space.md,
    paddingInline: vars.space.xs,
    borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
    ':hover': { backgroundColor: vars.color.surface },
  },
]);

export const withImage = style([
  base,
  {
    flexDirection: 'column',
    justifyContent: 'flex-end',
    // The picture's own shape; a long title may make the card taller, never cut. In a row of cards it takes the row's
    // height, so cards side by side line up.
    aspectRatio: '4 / 3',
    minHeight: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    ':hover': { boxShadow: vars.shadow.md },
  },
]);

export const club = style([
  base,
  {
    flexDirection: 'column',
    gap: vars.space.sm,
    // At least the height of the row it sits in, so it lines up with a picture card beside it.
    minHeight: 'max(12rem, 100%)',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.gradientFallback.midnight,
    backgroundImage: vars.gradient.midnight,
    boxShadow: vars.shadow.sm,
    ':hover': { boxShadow: vars.shadow.md },
  },
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexGrow: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${base}:hover &`]: { transform: 'translateX(4px)' } },
});
globalStyle(`[dir="rtl"] ${base}:hover ${chevron}`, { transform: 'scaleX(-1) translateX(4px)' });

export const picture = style({ position: 'absolute', inset: 0, height: '100%' });

/** A scrim under the text: the text colour meets 4.5:1 over the scrim whatever the picture behind it. */
export const overlay = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.lg,
  // Room above the text for the scrim to fade in; the text itself always sits on the solid part.
  paddingBlockStart: vars.space.xxxl,
  backgroundImage: `linear-gradient(to top, ${vars.color.scrim} 0%, ${vars.color.scrim} 60%, transparent 100%)`,
});

export const overlayText = style({ color: vars.color.text });
globalStyle(`${overlay} ${description}`, { color: vars.color.text });

export const eyebrow = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const clubFooter = style({ display: 'flex', justifyContent: 'flex-end', marginBlockStart: 'auto' });
