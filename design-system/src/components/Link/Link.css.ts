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
    },
    tone: { accent: {}, inherit: { color: 'inherit' } },
  },
  defaultVariants: { variant: 'inline', tone: 'accent' },
});
