import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const panel = recipe({
  base: {
    display: 'grid',
    // One column as wide as the panel: content wider than that (a long button, a card grid) fits itself to it
    // rather than widening the panel past a phone's screen.
    gridTemplateColumns: 'minmax(0, 1fr)',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
  },
  variants: {
    // The widest line the panel's content reads well at: a form, a dashboard with stats, one with a grid of cards.
    width: { narrow: { maxWidth: '40rem' }, medium: { maxWidth: '56rem' }, wide: { maxWidth: '72rem' } },
    spacing: { snug: { gap: vars.space.md }, roomy: { gap: vars.space.lg } },
  },
  defaultVariants: { width: 'narrow', spacing: 'roomy' },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  selectors: {
    // A title that takes the focus after a step (tabIndex -1) shows the ring only for keyboard users.
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const intro = style({ margin: 0, color: vars.color.textMuted });
