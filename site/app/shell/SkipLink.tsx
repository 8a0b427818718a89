import { useTranslation } from '@storefront/features/platform';
import * as styles from './shell.css';

/** The first focusable element: keyboard users skip the header straight to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={styles.skipLink}>
      {t('shell.skipLink')}
    </a>
  );
}
