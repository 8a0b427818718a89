import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: '0.125rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.02em',
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
      },
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.success },
      danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
