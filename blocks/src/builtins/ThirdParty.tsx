import { embeddedVideo, embedProviders, useConfig } from '@storefront/features/platform';
import { BlockHint } from '../BlockHint';
import { useIsEditing, type ContentBlock } from '../defineBlock';
import { editorOnlyBuiltIn, type BuiltIn } from './defineBuiltIn';
import * as styles from './builtins.css';

/*
 * Embed and Custom Code carry third-party HTML and scripts. The live shop never runs them: they would run with the
 * shop's origin and the shopper's session, outside the content security policy's nonce, and unreviewed. A marketer
 * who needs a widget asks for a shop block instead. One kind of embed is shown: a video of an allowed provider
 * (BUILDER_EMBED_PROVIDERS, YouTube and Vimeo by default), as that provider's own player rebuilt from the video's id.
 */
const why =
  'The live shop does not run third-party code, so shoppers see nothing here. Ask for a shop block instead.';

/** The `src` and `title` of the first iframe in an Embed's HTML (Builder keeps a pasted embed code as `content`). */
function iframeOf(html: unknown): { src?: string; title?: string } {
  if (typeof html !== 'string') return {};
  const tag = /<iframe\b[^>]*>/i.exec(html)?.[0] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  return { src: attribute('src'), title: attribute('title') };
}

function BuiltInEmbed({ block }: { block: ContentBlock }) {
  const editing = useIsEditing();
  const { builder } = useConfig();
  const options = block.component?.options ?? {};
  const iframe = iframeOf(options['content']);
  const video = embeddedVideo(iframe.src ?? options['url'], builder.embedProviders);
  if (!video) {
    if (!editing) return null;
    const allowed = builder.embedProviders.map((provider) => embedProviders[provider].name);
    return (
      <BlockHint
        title="Embed"
        notes={[
          allowed.length > 0
            ? `Only videos from ${allowed.join(' and ')} are shown on the live shop, and this embed is none of them, so shoppers see nothing here. ${why}`
            : why,
        ]}
      />
    );
  }
  return (
    <div className={styles.embedFrame}>
      <iframe
        className={styles.embed}
        src={video.src}
        title={iframe.title?.trim() || video.providerName}
        loading="lazy"
        // The player runs its own script in its own origin; it may open its site in a new tab and go full screen,
        // nothing else (no forms, no navigating the shop's page).
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

export const embedBuiltIn: BuiltIn = { name: 'Embed', render: BuiltInEmbed, nested: () => [] };
export const customCodeBuiltIn = editorOnlyBuiltIn('Custom Code', 'Custom code', why);
