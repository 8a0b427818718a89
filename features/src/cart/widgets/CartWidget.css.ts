import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

/** The design-system Button's padding is for words; an icon-only button is a square around its icon. */
const iconOnly = { paddingInline: 0, aspectRatio: '1' } as const;

export const trigger = style({ gap: vars.space.xs });

export const count = style({
  minWidth: '1.5em',
  justifyContent: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** The drawer's body and footer line up with the design system's drawer header. */
const edge = {
  paddingInline: vars.space.lg,
  '@media': { [mediaQueries.small]: { paddingInline: vars.space.md } },
};

export const body = style({
  ...edge,
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const footer = style({
  ...edge,
  flexShrink: 0,
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.surface,
});

export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const alertText = style({ margin: 0 });

export const alertAction = style({ gridColumn: '2', justifySelf: 'start' });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
});

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const emptyIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const emptyText = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.borderSubtle}` },
    '&:first-child': { paddingBlockStart: 0 },
  },
});

export const thumbnail = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
});

export const details = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const lineHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** The product name links to its page; it reads as the line's title, underlined where a pointer or focus is on it. */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const giftBadge = style({ marginInlineStart: vars.space.xs, verticalAlign: 'middle' });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lineActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});

export const quantity = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const step = style({
  selectors: {
    '&&': { ...iconOnly, border: 0 },
    '&&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surface },
  },
});

export const quantityValue = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

// No padding at its end, so the word lines up with the prices' edge without reaching past a 320 px page's edge.
export const remove = style({
  selectors: {
    '&&': { paddingInlineStart: vars.space.xs, paddingInlineEnd: 0, color: vars.color.textMuted },
  },
});

export const gifts = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A gift's name can be long: its button wraps instead of overflowing a phone-wide drawer. */
export const giftButton = style({
  selectors: {
    '&&': {
      height: 'auto',
      minHeight: '2.75rem',
      paddingBlock: vars.space.xs,
      whiteSpace: 'normal',
      textAlign: 'center',
      lineHeight: vars.lineHeight.snug,
    },
  },
});

export const coupon = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const couponRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.xs,
});

// Stays rendered while empty (a live region must exist before its message arrives); the negative margin takes back
// the column gap an empty region would leave.
export const couponMessages = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { marginBlockStart: `calc(${vars.space.xs} * -1)` } },
});

export const couponMessage = style({ margin: 0 });

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** Beside the codes it sits at the end; on a phone it wraps under them and lines up with their start. */
export const removeCodes = style([remove, { marginInlineStart: `calc(${vars.space.xs} * -1)` }]);

export const appliedCodes = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.success });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  // No column gap: the total's rule runs unbroken across both columns; the amounts keep their distance by padding.
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const amount = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const grandTotal = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  marginBlockStart: vars.space.xxs,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The /cart page: lines and promo code beside a summary with the totals and checkout from medium width up. */
export const pageView = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.mediumUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' },
    [mediaQueries.largeUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' },
  },
});

export const pageMain = style({ display: 'grid', alignContent: 'start', gap: vars.space.lg });

export const pageSummary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.surface,
  '@media': {
    // Beside the lines, the summary stays in view while a long cart scrolls.
    [mediaQueries.mediumUp]: { position: 'sticky', insetBlockStart: vars.space.lg },
    [mediaQueries.small]: { padding: vars.space.md },
  },
});

export const campaignHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const campaignError = style([couponMessage, { color: vars.color.danger }]);
