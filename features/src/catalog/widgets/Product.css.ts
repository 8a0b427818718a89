import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const product = style({ display: 'grid', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.body, maxWidth: '40rem' });
export const image = style({ width: '100%', maxWidth: '20rem', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.md });
export const price = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', margin: 0, fontSize: vars.fontSize.lg });
export const oldPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through', fontSize: vars.fontSize.md });
export const swatches = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', border: 0, padding: 0, margin: 0 });
export const swatch = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px', padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.pill, cursor: 'pointer', selectors: { '&:has(input:checked)': { borderColor: vars.color.accent, borderWidth: '2px' }, '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
export const swatchDot = style({ width: '1.25rem', height: '1.25rem', borderRadius: vars.radius.round, border: `1px solid ${vars.color.border}` });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const alert = style({ color: vars.color.danger, margin: 0 });
export const success = style({ color: vars.color.success, margin: 0 });
export const grid = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' });
export const card = style({ display: 'grid', gap: vars.space.xxs, border: `1px solid ${vars.color.borderSubtle}`, borderRadius: vars.radius.md, padding: vars.space.sm, background: vars.color.surfaceRaised });
