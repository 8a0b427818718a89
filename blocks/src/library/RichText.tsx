import { RichText } from '@storefront/design-system';
import { useRef } from 'react';
import { defineBlock } from '../defineBlock';
import { isArticleLink, linkLabel, useTrackedLinks } from '../followAfterTracking';
import { icons } from '../icons';
import * as styles from './RichText.css';

/** Formatted text written in the editor; sanitised before it reaches the page. */
export const richTextBlock = defineBlock({
  name: 'RichText',
  friendlyName: 'Text',
  group: 'Layout',
  image: icons.text,
  inputs: [
    {
      name: 'html',
      friendlyName: 'Text',
      type: 'richText',
      localized: true,
      required: true,
      // No placeholder text: one left unwritten would reach shoppers, in English whatever their language.
      helperText: 'Until it is written, the editor shows a hint here and shoppers see nothing.',
    },
    {
      name: 'links',
      friendlyName: 'Links count as',
      type: 'string',
      enum: ['content', 'faq'],
      defaultValue: 'content',
      helperText:
        'faq: a click on a link in this text is reported as an FAQ link click. content: links to blog articles (/articles/...) are reported as blog article clicks.',
    },
  ],
  component: function RichTextBlock({ html, links = 'content' }) {
    const text = useRef<HTMLDivElement>(null);
    useTrackedLinks(text, (link) => {
      const click = { label: linkLabel(link), url: link.href };
      if (links === 'faq')
        return { name: 'tracking:activity:faq_link_click', payload: { ...click, location: 'faq' } };
      if (isArticleLink(link))
        return { name: 'tracking:activity:blog_article_click', payload: { ...click, location: 'text' } };
      return undefined;
    });
    return (
      // No box of its own: the text lays out as it did before its links were tracked.
      <div ref={text} style={{ display: 'contents' }}>
        <RichText className={styles.text} html={html} />
      </div>
    );
  },
});
