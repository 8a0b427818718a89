import { useId } from 'react';
import { Button, Link, Panel, PanelTitle } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { useArticles, useReadArticle } from '../hooks';
import * as styles from './LoyaltyWidget.css';

export interface ArticleRewardProps {
  /** The loyalty service's id of the article this page is. */
  articleId: string;
  /** Where signing in leads back to: this article's page. */
  signInHref: string;
}

/**
 * The end of a loyalty article: a signed-in shopper who has read it collects its points here, once; a guest is asked
 * to sign in. Nothing shows for an article the loyalty service does not list.
 */
export function ArticleReward({ articleId, signInHref }: ArticleRewardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { articles, signedIn } = useArticles();
  const { read, pending, reading } = useReadArticle();
  const article = articles?.find((candidate) => candidate.article_id === articleId);

  if (!signedIn)
    return (
      <Panel spacing="snug" aria-labelledby={headingId}>
        <PanelTitle id={headingId}>{t('loyalty.articles.reward.heading')}</PanelTitle>
        <p>
          <Link href={signInHref}>{t('loyalty.articles.reward.signIn')}</Link>
        </p>
      </Panel>
    );
  if (!article) return null;
  return (
    <Panel spacing="snug" aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{t('loyalty.articles.reward.heading')}</PanelTitle>
      {/* Always in the page, so what the read earned is announced when it appears. */}
      <p
        role="status"
        aria-live="polite"
        className={reading && 'failed' in reading ? styles.alert : styles.earned}
      >
        {reading &&
          ('earned' in reading
            ? t('loyalty.articles.earned', { points: reading.earned })
            : t('already' in reading ? 'loyalty.articles.already' : 'loyalty.articles.failed'))}
      </p>
      {article.is_read ? (
        reading ? null : (
          <p className={styles.muted}>{t('loyalty.articles.reward.done', { points: article.value })}</p>
        )
      ) : !article.is_available ? (
        <p className={styles.muted}>
          {t('loyalty.articles.reward.forLevels', { levels: article.levels.join(', ') })}
        </p>
      ) : (
        <Button loading={pending} onClick={() => void read(article.article_id)}>
          {t('loyalty.articles.reward.collect', { points: article.value })}
        </Button>
      )}
    </Panel>
  );
}
