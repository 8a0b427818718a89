import * as styles from './shell.css';

/** The first focusable element: keyboard users skip the header straight to the content. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      Skip to content
    </a>
  );
}
