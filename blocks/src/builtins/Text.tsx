import { RichText } from '@storefront/design-system';
import { defineBuiltIn } from './defineBuiltIn';
import * as styles from './builtins.css';

/** Builder's Text: its HTML goes through the design system's sanitiser, like every HTML string of the shop. */
export const textBuiltIn = defineBuiltIn({
  name: 'Text',
  friendlyName: 'Text',
  inputs: [{ name: 'text', type: 'html', required: true }],
  component: ({ text }) => <RichText className={styles.text} html={text} />,
});
