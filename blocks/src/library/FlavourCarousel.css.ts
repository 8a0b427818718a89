import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const carousel = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xxl });

export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  // Four cards on a wide screen, a peek of the next one on a phone.
  gridAutoColumns: 'minmax(15rem, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
});

export const item = style({ scrollSnapAlign: 'start', display: 'flex' });
