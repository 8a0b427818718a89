import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const box = { margin: 0, padding: vars.space.md, borderRadius: vars.radius.md } as const;

export const formMessage = recipe({
  variants: {
    tone: {
      // A refusal: bold enough to be found again after the focus has moved on.
      danger: {
        ...box,
        background: vars.color.dangerSurface,
        color: vars.color.danger,
        fontWeight: vars.fontWeight.medium,
      },
      success: { ...box, background: vars.color.successSurface, color: vars.color.success },
      // The live region while it has nothing to say: a plain paragraph, there for screen readers to watch. Empty, it
      // is taken out of the flow, so a form's gaps do not stand twice around nothing.
      quiet: { selectors: { '&:empty': { position: 'absolute' } } },
    },
  },
  defaultVariants: { tone: 'quiet' },
});
