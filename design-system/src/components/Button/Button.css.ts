import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1.5px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.01em',
    lineHeight: 1,
    textAlign: 'center',
    textDecoration: 'none',
    // Never wider than what holds it: a label longer than a phone's line (a German call to action) wraps inside the
    // button, which grows taller, instead of pushing the page sideways (WCAG 1.4.10).
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:active:not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: 'transparent',
        color: 'inherit',
        borderColor: 'currentColor',
        selectors: { '&:hover:not([aria-disabled="true"])': { boxShadow: 'inset 0 0 0 1px currentColor' } },
      },
      // Text colour on the background colour: reads on any theme, gradient or picture section.
      contrast: {
        backgroundColor: vars.color.text,
        color: vars.color.background,
        selectors: { '&:hover:not([aria-disabled="true"])': { boxShadow: vars.shadow.md } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        textDecoration: 'underline',
        textUnderlineOffset: '0.25em',
        selectors: { '&:hover:not([aria-disabled="true"])': { textDecorationThickness: '2px' } },
      },
    },
    size: {
      // Heights 36/48/56 px keep every size above the 24 px target minimum and md at the 44 px comfort size.
      sm: { minHeight: '2.25rem', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: '3rem', paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: '3.5rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
