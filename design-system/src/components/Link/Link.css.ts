import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    // Underline clear of descenders, as in the brand's editorial pages.
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    transition: `text-decoration-thickness ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    ':hover': { textDecorationThickness: '2px' },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        fontWeight: vars.fontWeight.semibold,
        textDecorationLine: 'none',
        ':hover': { textDecorationLine: 'underline' },
      },
      /** One choice among several (a sort order, a filter value): a pill, the current one (aria-current) bolder. */
      choice: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '44px',
        padding: `0 ${vars.space.sm}`,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.pill,
        color: vars.color.text,
        textDecorationLine: 'none',
        selectors: {
          // The current choice: a thicker accent border and bold text, not colour alone.
          '&[aria-current="true"]': { borderColor: vars.color.accent, borderWidth: '2px', fontWeight: 600 },
          '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
        },
      },
    },
    tone: { accent: {}, inherit: { color: 'inherit' } },
  },
  defaultVariants: { variant: 'inline', tone: 'accent' },
});
