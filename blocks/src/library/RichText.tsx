import { RichText } from '@storefront/design-system';
import { defineBlock } from '../defineBlock';
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
      required: true,
      defaultValue: '<p>Write something.</p>',
    },
  ],
  component: ({ html }) => <RichText className={styles.text} html={html} />,
});
