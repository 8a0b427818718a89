import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

// The map's own sheet, in the map's chunk: shared with the widget's sheet, the bundler would split that one out of the
// page's first load into a chunk of its own.
export const mapHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const map = style({
  width: '100%',
  height: '20rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  // Leaflet's own sheet paints the container grey; the theme's background is the sea.
  selectors: { '&.leaflet-container': { background: vars.color.background, fontFamily: vars.font.body } },
  '@media': { [mediaQueries.largeUp]: { height: '28rem' } },
});
/** The shipped country outlines, in the theme's colours (CSS wins over the fill Leaflet writes on each path). */
export const mapLand = style({
  fill: vars.color.surface,
  fillOpacity: 1,
  stroke: vars.color.border,
  strokeWidth: 1,
  strokeOpacity: 0.6,
});
export const mapOrigin = style({ fill: 'none', stroke: vars.color.focus, strokeWidth: 3 });
export const mapRing = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  strokeDasharray: '4 4',
});
/** A ring's distance, centred on the ring's top on a chip of the page's background, so it reads over the line. */
export const mapRingLabel = style({});
globalStyle(`${mapRingLabel} span`, {
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
});
export const marker = style({
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  border: `2px solid ${vars.color.onAccent}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.4)',
  cursor: 'pointer',
  selectors: {
    // Leaflet's sheet, loaded after ours, sets its icons to display: block.
    '&.leaflet-marker-icon': { display: 'grid', placeItems: 'center' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
/** The store chosen in the list or on the map: inverted, so it is told apart without colour alone. */
export const markerSelected = style({
  background: vars.color.text,
  color: vars.color.background,
  // A ring, not a scale: Leaflet places each marker with its own transform.
  boxShadow: `0 0 0 3px ${vars.color.accent}`,
});

// Leaflet's attribution and zoom buttons in the theme's colours, so they keep their contrast in the dark theme.
globalStyle(`${map} .leaflet-control-attribution`, {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
});
globalStyle(`${map} .leaflet-control-attribution a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${map} .leaflet-bar a`, {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBottomColor: vars.color.borderSubtle,
});
globalStyle(`${map} .leaflet-control-scale-line`, {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderColor: vars.color.text,
  fontFamily: vars.font.body,
});
