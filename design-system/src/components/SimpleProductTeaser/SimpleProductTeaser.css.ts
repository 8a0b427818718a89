import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const teaser = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  ':hover': { boxShadow: vars.shadow.md },
  ':focus-within': { boxShadow: vars.shadow.md },
});

export const media = style({ borderRadius: vars.radius.md });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.tight,
  overflowWrap: 'anywhere',
});

export const link = style({
  marginBlockStart: 'auto',
  alignSelf: 'flex-start',
  selectors: {
    // The whole teaser is the link's click area; the link itself keeps the focus ring.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});
