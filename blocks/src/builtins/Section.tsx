import { Blocks, defineBuiltIn } from './defineBuiltIn';
import * as styles from './builtins.css';

/**
 * Builder's Section: a full-width band whose content is centred up to maxWidth. Its content is always rendered on the
 * server (Builder's lazyLoad option is not followed), so shoppers and search engines get the whole page at once.
 */
export const sectionBuiltIn = defineBuiltIn({
  name: 'Core:Section',
  friendlyName: 'Section',
  inputs: [{ name: 'maxWidth', type: 'number', min: 0, defaultValue: 1200 }],
  component: ({ maxWidth, block }) => (
    <section className={styles.section} style={{ maxWidth }}>
      <Blocks blocks={block.children ?? []} />
    </section>
  ),
});
