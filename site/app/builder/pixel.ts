import type { BuilderElement } from '@builder.io/sdk';

/**
 * Builder's Gen-1 SDK appends a `builder-pixel-<random id>` image (served by Builder's CDN) to every content it renders,
 * unless the blocks already hold one whose id starts with `builder-pixel`. A hidden marker with such an id keeps the
 * pixel out: no request to a host we do not control, and no random id to break hydration. Our own tracking goes to the
 * configured host instead (see tracking.ts).
 */
export const PIXEL_MARKER_ID = 'builder-pixel-replaced-by-storefront-tracking';

const pixelMarker: BuilderElement = {
  '@type': '@builder.io/sdk:Element' as const,
  id: PIXEL_MARKER_ID,
  // A block whose `hide` property is set renders nothing.
  properties: { hide: 'true' },
};

interface WithBlocks {
  blocks?: BuilderElement[];
}

/** Returns data whose blocks carry the marker and none of Builder's pixels; never mutates the input. */
export function withoutBuilderPixel<D extends WithBlocks>(data: D): D & { blocks: BuilderElement[] } {
  const blocks = (data.blocks ?? []).filter((block) => !block.id?.startsWith('builder-pixel'));
  return { ...data, blocks: [...blocks, pixelMarker] };
}

/** The same, in place: for content the SDK fetched or patched in the browser, before it renders it. */
export function stripBuilderPixelInPlace(data: WithBlocks | undefined): void {
  if (!data || !Array.isArray(data.blocks)) return;
  const kept = data.blocks.filter((block) => !block.id?.startsWith('builder-pixel'));
  data.blocks.splice(0, data.blocks.length, ...kept, pixelMarker);
}
