import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.xs,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus-visible': { transform: 'none' } },
});

export const header = style({
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.background,
});

// Up to the large breakpoint (1,200 px) the menu takes a row of its own under the brand, search and cart: in one row
// they need about 1,050 px, and a narrower window scrolled the whole page sideways with the cart out of sight.
export const headerInner = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': {
    [mediaQueries.mediumUp]: { padding: `${vars.space.sm} ${vars.space.lg}` },
    [mediaQueries.wideUp]: { flexWrap: 'nowrap', gap: vars.space.lg },
  },
});

export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
});

/**
 * The menu: on a phone a button that opens the links as a panel under the header (every link in reach; a sideways row
 * hid Stores and Account off-screen); from tablets up the links themselves (the design system's Disclosure, open from
 * medium up), in a row of their own up to the large breakpoint and beside the brand beyond.
 */
export const menu = style({
  '@media': {
    [mediaQueries.mediumUp]: { order: 3, width: '100%' },
    [mediaQueries.wideUp]: { order: 0, width: 'auto' },
  },
});

// On a phone the menu and cart buttons are their icons (the brand, menu, search and cart share one row down to 320 px,
// in German too: "Warenkorb" took a row of its own); the words stay for screen readers.
export const labelBesideIcon = style({
  '@media': {
    [mediaQueries.small]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const nav = style({
  '@media': {
    // The open phone menu: a panel across the header's width, under it.
    [mediaQueries.small]: {
      position: 'absolute',
      insetInline: 0,
      top: '100%',
      zIndex: vars.zIndex.banner,
      padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
      background: vars.color.background,
      borderBottom: `1px solid ${vars.color.borderSubtle}`,
      boxShadow: vars.shadow.md,
    },
    [mediaQueries.mediumUp]: { overflowX: 'auto' },
    [mediaQueries.wideUp]: { overflowX: 'visible' },
  },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.small]: { flexDirection: 'column' } },
});

export const navLink = style({
  display: 'inline-block',
  // 44 px targets for fingers (WCAG 2.5.8 asks 24; touch guidelines ask more).
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  },
  // In one row with the brand, search and cart the links sit closer, so the longer German menu leaves the search
  // field room for its placeholder (it was squeezed to "Suchen" cut in half at 1280 px).
  '@media': { [mediaQueries.wideUp]: { paddingInline: vars.space.xs } },
});

// In one row (wide windows) the search field gives way first when the menu's words are longer (German), so the cart
// button keeps its label inside its border.
// Never narrower than its field's least width and its button (the field is hidden on phones): squeezed further, the
// button slid under the cart link (a German header with a cart count at 1280 px).
export const searchForm = style({
  display: 'flex',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': { [mediaQueries.mediumUp]: { minWidth: `calc(6rem + 44px + ${vars.space.xxs})` } },
});

export const searchInput = style({
  minHeight: '44px',
  width: '12rem',
  minWidth: '6rem',
  flexShrink: 1,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  // On phones the button alone leads to the search page, where the full search field is.
  '@media': { [mediaQueries.small]: { display: 'none' } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '44px',
  minHeight: '44px',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
});

/** The number of items in the cart, on the cart button: the accent's colours, which keep their contrast in both themes. */
export const cartCount = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1.5,
  textAlign: 'center',
});

export const main = style({ minHeight: '60vh' });

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const footerInner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const footerList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
});

export const footerHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Sticky at the end of the page rather than fixed: it follows the shopper down the window, and once they reach the
// footer it stops below it instead of covering the footer's language switch (on a phone it is taller than the
// footer's last rows).
export const consentBanner = style({
  position: 'sticky',
  bottom: vars.space.md,
  zIndex: vars.zIndex.banner,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: '44rem',
  margin: `${vars.space.md} auto`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const consentText = style({ flex: '1 1 20rem', margin: 0 });

export const consentActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

/**
 * A page's forms one under another (the profile's details, preferences, contact and password): each starts well clear
 * of the last one's button, which its heading sat against.
 */
export const sections = style({ display: 'grid', gap: vars.space.xxl });

/** A page-level message above a form, e.g. why the shopper has to sign in again. */
export const alert = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** What the page is for, above its form, e.g. what a shopper sent to sign in needs it for. */
export const lead = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

/** The language switch: the languages side by side, the page's own marked as chosen. */
export const languageSwitch = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const languageOption = style({
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.text,
      fontWeight: 600,
      boxShadow: `inset 0 0 0 1px ${vars.color.text}`,
    },
  },
});
