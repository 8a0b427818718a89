import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/features/platform';
import type { AccountSectionMessageKey } from '../account/messages';
import type { ShellMessageKey } from './messages';
import * as styles from './shell.css';

export interface TitledPageProps {
  /** The words of the page's name, its one h1: the same its document title uses. */
  titleKey: ShellMessageKey | AccountSectionMessageKey;
  children: ReactNode;
}

/** A page of the shop whose route only names it and places its widgets: the page frame, its heading, the widgets. */
export function TitledPage({ titleKey, children }: TitledPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1>{t(titleKey)}</h1>
      {children}
    </div>
  );
}
