/** The widths every responsive image is offered in; the browser picks one from `sizes`. */
export const imageWidths = [100, 200, 400, 800, 1200, 1600, 2000] as const;

/** How a picture is fetched at a given width: a function, or a URL template with `{width}` in it. */
export type ImageSourceAtWidth = ((width: number) => string) | string;

export function sourceAtWidth(source: ImageSourceAtWidth, width: number): string {
  return typeof source === 'function' ? source(width) : source.replaceAll('{width}', String(width));
}

/** The `srcset` attribute over all image widths. */
export function buildSrcSet(source: ImageSourceAtWidth): string {
  return imageWidths.map((width) => `${sourceAtWidth(source, width)} ${width}w`).join(', ');
}

/** An image that waits longer than this for its bytes shows its fallback instead. */
export const imageLoadTimeoutMs = 60_000;
