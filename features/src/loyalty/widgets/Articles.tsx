import { useId } from 'react';
import { Link, PanelIntro, PanelSubtitle } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { useArticles } from '../hooks';
import * as styles from './LoyaltyWidget.css';

export interface ArticlesProps {
  /** Replaces the default heading. */
  heading?: string;
}

/**
 * The articles a shopper can read for points: each one's title linking to its page (where its points are collected
 * at the end), its points, read state and levels.
 */
export function Articles({ heading }: ArticlesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { articles } = useArticles();

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <PanelSubtitle id={headingId}>{heading ?? t('loyalty.articles.heading')}</PanelSubtitle>
      {articles && articles.length === 0 && <PanelIntro>{t('loyalty.articles.empty')}</PanelIntro>}
      <ul className={styles.prizeGrid}>
        {articles?.map((article) => (
          <li key={article.article_id} className={styles.prize}>
            <div className={styles.prizeBody}>
              <p className={styles.prizeName}>
                {article.page ? (
                  <Link href={article.page.url}>{article.page.title}</Link>
                ) : (
                  t('loyalty.articles.article')
                )}
              </p>
              <p className={styles.prizeSubtitle}>
                {t('loyalty.articles.levels', { levels: article.levels.join(', ') })}
              </p>
              <p className={styles.prizeCost}>{t('loyalty.points', { points: article.value })}</p>
              <span className={styles.muted}>
                {article.is_read
                  ? t('loyalty.articles.done')
                  : !article.is_available
                    ? t('loyalty.articles.unavailable')
                    : article.page
                      ? t('loyalty.articles.toRead', { points: article.value })
                      : t('loyalty.articles.noPage')}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
