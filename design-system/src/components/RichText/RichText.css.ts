import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const richText = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} :is(p, ul, ol)`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${richText} :is(ul, ol)`, { paddingInlineStart: vars.space.lg });
globalStyle(`${richText} :is(h2, h3, h4)`, {
  marginBlock: `${vars.space.lg} ${vars.space.xs}`,
  lineHeight: vars.lineHeight.snug,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.tight,
});
globalStyle(`${richText} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${richText} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${richText} h4`, { fontSize: vars.fontSize.md });
globalStyle(`${richText} a`, {
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${richText} strong`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${richText} img`, { height: 'auto', borderRadius: vars.radius.md });
