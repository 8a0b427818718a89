import { useId, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Button, PanelIntro, PanelSubtitle } from '@storefront/design-system';
import { isProductError, useTranslation } from '../../platform';
import { useLoyaltyApi } from '../hooks';
import * as styles from './LoyaltyWidget.css';

export interface ArticlesProps {
  /** Replaces the default heading. */
  heading?: string;
}

/** SWR keys a read changes: the article list, the balance and the history. */
const changedByEarning = (key: unknown) =>
  Array.isArray(key) &&
  key[0] === 'loyalty' &&
  (key[1] === 'articles' || key[1] === 'points' || key[1] === 'history');

/** The articles a shopper can read for points: their points, read state and levels; a read earns once. */
export function Articles({ heading }: ArticlesProps) {
  const { t } = useTranslation();
  const { api, uuid } = useLoyaltyApi();
  const { mutate } = useSWRConfig();
  const headingId = useId();
  const articles = useSWR(uuid ? ['loyalty', 'articles', uuid] : null, () => api.articles());
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  async function read(articleId: string) {
    setPending(articleId);
    try {
      const points = await api.readArticle(articleId);
      setMessage({ text: t('loyalty.articles.earned', { points }), failed: false });
    } catch (error) {
      const already = isProductError(error) && error.errorCode === 'ARTICLE_ALREADY_READ';
      setMessage({
        text: t(already ? 'loyalty.articles.already' : 'loyalty.articles.failed'),
        failed: !already,
      });
    } finally {
      setPending(null);
      void mutate(changedByEarning);
    }
  }

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <PanelSubtitle id={headingId}>{heading ?? t('loyalty.articles.heading')}</PanelSubtitle>
      <p role="status" aria-live="polite" className={message?.failed ? styles.alert : styles.earned}>
        {message?.text}
      </p>
      {articles.data && articles.data.length === 0 && <PanelIntro>{t('loyalty.articles.empty')}</PanelIntro>}
      <ul className={styles.prizeGrid}>
        {articles.data?.map((article) => (
          <li key={article.article_id} className={styles.prize}>
            <div className={styles.prizeBody}>
              <p className={styles.prizeName}>{t('loyalty.articles.article', { id: article.article_id })}</p>
              <p className={styles.prizeSubtitle}>
                {t('loyalty.articles.levels', { levels: article.levels.join(', ') })}
              </p>
              <p className={styles.prizeCost}>{t('loyalty.points', { points: article.value })}</p>
              {article.is_read ? (
                <span className={styles.muted}>{t('loyalty.articles.done')}</span>
              ) : !article.is_available ? (
                <span className={styles.muted}>{t('loyalty.articles.unavailable')}</span>
              ) : (
                <Button
                  variant="secondary"
                  disabled={pending === article.article_id}
                  onClick={() => void read(article.article_id)}
                >
                  {t('loyalty.articles.read', { points: article.value })}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
