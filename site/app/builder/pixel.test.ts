import { describe, expect, it } from 'vitest';
import { PIXEL_MARKER_ID, stripBuilderPixelInPlace, withoutBuilderPixel } from './pixel';

describe("Builder's tracking pixel", () => {
  it("pixel: rendered content carries a hidden marker instead of Builder's CDN pixel", () => {
    const data = {
      blocks: [{ id: 'builder-hero-1' }, { id: 'builder-pixel-abc123' }].map((block) => ({
        '@type': '@builder.io/sdk:Element' as const,
        ...block,
      })),
    };
    const result = withoutBuilderPixel(data);
    expect(result.blocks.map((block) => block.id)).toEqual(['builder-hero-1', PIXEL_MARKER_ID]);
    expect(result.blocks.at(-1)).toMatchObject({ properties: { hide: 'true' } });
    expect(data.blocks).toHaveLength(2);
  });

  it('pixel: content fetched in the browser is fixed in place before the SDK renders it', () => {
    const data = {
      blocks: [{ id: 'builder-pixel-xyz' }, { id: 'builder-card-2' }].map((block) => ({
        '@type': '@builder.io/sdk:Element' as const,
        ...block,
      })),
    };
    stripBuilderPixelInPlace(data);
    stripBuilderPixelInPlace(data);
    expect(data.blocks.map((block) => block.id)).toEqual(['builder-card-2', PIXEL_MARKER_ID]);
  });
});
