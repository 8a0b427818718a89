import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { mediaQueries } from './breakpoints';

/**
 * Layout utilities on the theme's spacing, by breakpoint, mobile first: `{ small: 'column', large: 'row' }`.
 * Logical properties only (inline = the reading direction), so a layout stays right in right-to-left markets.
 */
const responsiveLayout = defineProperties({
  conditions: {
    small: {},
    medium: { '@media': mediaQueries.mediumUp },
    large: { '@media': mediaQueries.largeUp },
    wide: { '@media': mediaQueries.wideUp },
  },
  defaultCondition: 'small',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    marginBlock: vars.space,
    marginInline: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlock', 'paddingInline'],
    margin: ['marginBlock', 'marginInline'],
  },
});

const themeColours = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      accent: vars.color.accent,
      danger: vars.color.danger,
    },
    backgroundColor: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
    },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsiveLayout, themeColours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
