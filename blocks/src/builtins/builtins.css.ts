import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

// Builder's Text keeps the surrounding text styles, and its first paragraph does not push the block down.
export const text = style({});
globalStyle(`${text} > :first-child`, { marginTop: 0 });
globalStyle(`${text} > :last-child`, { marginBottom: 0 });

export const section = style({
  width: '100%',
  boxSizing: 'border-box',
  marginLeft: 'auto',
  marginRight: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
});

// Columns: widths and the gutter come from the content as custom properties; stacking follows the content's
// breakpoints, so its rules are in the page's responsive styles (Columns.tsx).
export const columns = style({ display: 'flex', gap: 'var(--builder-gutter)' });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  minWidth: 0,
  width: 'var(--builder-column-width)',
});

export const columnLink = style({ color: 'inherit', textDecoration: 'none' });

export const video = style({ display: 'block', width: '100%', height: '100%' });

// A video with child blocks fills its frame behind them; the children are laid over it, as Builder draws them: in the
// flow (the frame takes their height) or, when the frame keeps the video's aspect ratio, over its whole area.
export const videoBehind = style({ position: 'absolute', inset: 0 });

export const videoChildren = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
});

export const videoChildrenOver = style([
  videoChildren,
  { position: 'absolute', inset: 0, pointerEvents: 'none' },
]);

export const videoFrame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
});

// Builder's form: its blocks keep Builder's own layout (a column, spaced by their styles); only the fields' look is the
// design system's.
export const form = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch' });

export const textArea = style({ minHeight: '6rem', resize: 'vertical' });

// An embedded video player: the width of its block, 16:9 (the players' own shape), so nothing shifts as it loads.
export const embedFrame = style({ position: 'relative', width: '100%', aspectRatio: '16 / 9' });

export const embed = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });
