import { Button, Image, RichText, themeClass } from '@storefront/design-system';
import { useBuilderImageSrcFor } from '../builtins/Image';
import { defineBlock } from '../defineBlock';
import { icons } from '../icons';
import * as styles from './Hero.css';
import { followAfterTracking } from '../followAfterTracking';

/** The page's opening: headline, text, call to action and the image that is the page's largest paint. */
export const heroBlock = defineBlock({
  name: 'Hero',
  friendlyName: 'Hero',
  group: 'Layout',
  image: icons.hero,
  inputs: [
    {
      name: 'title',
      type: 'string',
      localized: true,
      required: true,
      helperText: 'The page headline (one per page).',
    },
    { name: 'text', type: 'richText', localized: true, helperText: 'A sentence or two under the headline.' },
    {
      name: 'image',
      type: 'file',
      allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp', 'svg'],
      helperText: 'Loaded first: keep it small.',
    },
    {
      name: 'imageAlt',
      type: 'string',
      localized: true,
      helperText: 'Describe the image; leave empty if it is decorative.',
    },
    { name: 'ctaLabel', type: 'string', localized: true },
    { name: 'ctaUrl', type: 'url' },
    { name: 'theme', type: 'string', enum: ['light', 'dark'], defaultValue: 'dark' },
  ],
  component: function Hero({ title, text, image, imageAlt, ctaLabel, ctaUrl, theme = 'dark' }) {
    // A picture uploaded in Builder lives on its image CDN: offered at the shop's widths like any other.
    const srcFor = useBuilderImageSrcFor(image);
    return (
      <section className={`${themeClass(theme)} ${styles.hero}`}>
        <div className={styles.layout}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {text && <RichText className={styles.text} html={text} />}
            {ctaLabel && ctaUrl && (
              <Button asChild size="lg">
                <a
                  href={ctaUrl}
                  onClick={(event) =>
                    followAfterTracking(event, 'tracking:activity:cta_click', {
                      label: ctaLabel,
                      url: ctaUrl,
                      location: 'hero',
                    })
                  }
                >
                  {ctaLabel}
                </a>
              </Button>
            )}
          </div>
          {image && (
            <div className={styles.media}>
              <Image
                src={image}
                alt={imageAlt ?? ''}
                {...(srcFor ? { srcFor } : {})}
                aspectRatio={4 / 3}
                priority
                sizes="(max-width: 640px) 100vw, 600px"
              />
            </div>
          )}
        </div>
      </section>
    );
  },
});
