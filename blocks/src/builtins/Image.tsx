import { Image } from '@storefront/design-system';
import { safeUrl, useConfig } from '@storefront/features/platform';
import { defineBuiltIn } from './defineBuiltIn';

/**
 * Builder's image CDN (the configured BUILDER_IMAGE_CDN) resizes by a `width` parameter, so its pictures get the
 * shop's srcset like ours. Pictures anywhere else, or outside its image API, are left as they are.
 */
export function builderImageAtWidth(src: string, imageCdn: string): ((width: number) => string) | undefined {
  if (!URL.canParse(src) || !URL.canParse(imageCdn)) return undefined;
  const cdn = new URL(imageCdn);
  const picture = new URL(src);
  const imageApi = `${cdn.pathname.replace(/\/$/, '')}/api/v1/image/`;
  if (picture.origin !== cdn.origin || !picture.pathname.startsWith(imageApi)) return undefined;
  return (width) => {
    const url = new URL(src);
    url.searchParams.set('width', String(width));
    return url.href;
  };
}

/** The srcset builder for a picture on the configured Builder image CDN, if it is one. */
export function useBuilderImageSrcFor(src: string | undefined) {
  const { imageCdn } = useConfig().builder;
  return src ? builderImageAtWidth(src, imageCdn) : undefined;
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
  component: function BuiltInImage({ image, altText, aspectRatio, backgroundSize, highPriority, sizes }) {
    const src = safeUrl(image, 'media');
    const srcFor = useBuilderImageSrcFor(src);
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
