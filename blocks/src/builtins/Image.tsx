import { Image } from '@storefront/design-system';
import { defineBuiltIn } from './defineBuiltIn';
import { safeUrl } from './safeUrl';

/** Builder's image service resizes by a `width` parameter, so its pictures get the shop's srcset like ours. */
export function builderImageAtWidth(src: string): ((width: number) => string) | undefined {
  if (!URL.canParse(src)) return undefined;
  if (!new URL(src).pathname.startsWith('/api/v1/image/')) return undefined;
  return (width) => {
    const url = new URL(src);
    url.searchParams.set('width', String(width));
    return url.href;
  };
}

/**
 * Builder's Image through the design system's Image: lazy unless marked high priority, its space reserved from the
 * aspect ratio (Builder stores height / width), the alt text from altText (none: decorative). Only web URLs load.
 */
export const imageBuiltIn = defineBuiltIn({
  name: 'Image',
  friendlyName: 'Image',
  inputs: [
    {
      name: 'image',
      type: 'file',
      allowedFileTypes: ['jpeg', 'jpg', 'png', 'svg', 'webp', 'avif', 'gif'],
      required: true,
    },
    { name: 'altText', type: 'string' },
    { name: 'aspectRatio', type: 'number', min: 0.01, max: 100 },
    { name: 'backgroundSize', type: 'string', enum: ['cover', 'contain'], defaultValue: 'cover' },
    { name: 'highPriority', type: 'boolean', defaultValue: false },
    { name: 'sizes', type: 'string' },
  ],
  component: ({ image, altText, aspectRatio, backgroundSize, highPriority, sizes }) => {
    const src = safeUrl(image, 'media');
    const srcFor = src ? builderImageAtWidth(src) : undefined;
    return (
      <Image
        // A refused URL shows the design system's fallback, as a picture that failed to load does.
        src={src}
        alt={altText ?? ''}
        {...(srcFor ? { srcFor } : {})}
        {...(aspectRatio ? { aspectRatio: 1 / aspectRatio } : {})}
        {...(sizes ? { sizes } : {})}
        fit={backgroundSize}
        priority={highPriority}
      />
    );
  },
});
