import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The theme's page background behind every story, so dark stories are reviewed on dark. */
export const storyCanvas = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  padding: vars.space.lg,
  fontFamily: vars.font.body,
});

/** A phone-width frame (375 px, the smallest common phone) for reviewing small layouts. */
export const phoneFrame = style({ width: '375px', maxWidth: '100%' });

/** A column as wide as a carousel card on a large screen. */
export const cardFrame = style({ width: '360px', maxWidth: '100%' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'flex-start' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'stretch',
});

export const wideFrame = style({ width: '1100px', maxWidth: '100%' });

/** The preview's root element in the story's theme, so the page around an open overlay is the theme's page. */
export const themedPage = style({ backgroundColor: vars.color.background });
