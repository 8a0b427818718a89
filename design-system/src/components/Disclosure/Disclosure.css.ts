import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/breakpoints';

/** The button: a pill as tall as a finger needs, without the browser's triangle. */
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

// Only where the content can be shown while closed: elsewhere hiding the button would leave the content out of reach.
const whereStylable = (media: string, rules: StyleRule): StyleRule => ({
  '@supports': { 'selector(::details-content)': { '@media': { [media]: rules } } },
});

/** From the width up, the closed content shows as if open. */
export const openFrom = styleVariants({
  mediumUp: whereStylable(mediaQueries.mediumUp, {
    selectors: { '&::details-content': { contentVisibility: 'visible' } },
  }),
});

/** From the width up, the button is gone. */
export const summaryUntil = styleVariants({
  mediumUp: whereStylable(mediaQueries.mediumUp, { display: 'none' }),
});
