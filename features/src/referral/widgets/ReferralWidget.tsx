import { useId, useState } from 'react';
import {
  Button,
  Icon,
  Panel,
  PanelIntro,
  PanelSubtitle,
  PanelTitle,
  Skeleton,
  Table,
} from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { FIRST_PAGE, useReferralHistory } from '../../loyalty';
import { HistoryPagination, useLoyaltyFormat } from '../../loyalty/widgets';
import { useCopyReferralCode, useReferral } from '../hooks';
import type { ReferralStats } from '../types';
import * as styles from './ReferralWidget.css';

export interface ReferralWidgetProps {
  /** Where a guest signs in; the default comes back to the loyalty page. */
  signInHref?: string;
  /** Replaces the default heading, e.g. to match a campaign page. */
  heading?: string;
}

/** The shopper's referral code to share (copied in one click), how their referrals went and the points they brought. */
export function ReferralWidget({ signInHref = '/sign-in?next=/loyalty', heading }: ReferralWidgetProps) {
  const { t } = useTranslation();
  const referral = useReferral();
  const headingId = useId();
  return (
    <Panel width="medium" aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{heading ?? t('referral.heading')}</PanelTitle>
      {referral.isActive === undefined ? (
        <Skeleton shape="block" height="8rem" />
      ) : !referral.isActive ? (
        <PanelIntro>{t('referral.inactive')}</PanelIntro>
      ) : !referral.signedIn ? (
        <>
          <PanelIntro>{t('referral.intro')}</PanelIntro>
          <p>
            <Button asChild>
              <a href={signInHref}>{t('referral.signIn')}</a>
            </Button>
          </p>
        </>
      ) : (
        <>
          <PanelIntro>{t('referral.intro')}</PanelIntro>
          {referral.customer ? (
            <ReferralCode code={referral.customer.code} />
          ) : (
            <Skeleton shape="block" height="7rem" />
          )}
          {referral.customer?.parent_code ? (
            <PanelIntro>{t('referral.joinedWith', { code: referral.customer.parent_code })}</PanelIntro>
          ) : null}
          {referral.stats ? <Stats stats={referral.stats} /> : <Skeleton shape="block" height="6rem" />}
          <ReferralHistory />
        </>
      )}
    </Panel>
  );
}

function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const { copy, state } = useCopyReferralCode(code);
  if (!code) return <PanelIntro>{t('referral.noCode')}</PanelIntro>;
  return (
    <div className={styles.codePanel}>
      <div>
        <span className={styles.codeLabel}>{t('referral.code')}</span>
        <span className={styles.code}>{code}</span>
      </div>
      <Button variant="contrast" onClick={() => void copy()}>
        {state === 'copied' && <Icon name="check" size="sm" />}
        {state === 'copied' ? t('referral.copied') : t('referral.copy')}
      </Button>
      <p role="status" className={styles.copyStatus}>
        {state === 'copied'
          ? t('referral.copied.status', { code })
          : state === 'failed'
            ? t('referral.copyFailed')
            : ''}
      </p>
    </div>
  );
}

function Stats({ stats }: { stats: ReferralStats }) {
  const { t } = useTranslation();
  const format = useLoyaltyFormat();
  const items = [
    { label: t('referral.stats.referees'), value: stats.referees_count },
    { label: t('referral.stats.firstOrders'), value: stats.completed_first_order_count },
    { label: t('referral.stats.points'), value: stats.earned_points },
  ];
  return (
    <div className={styles.stack}>
      <PanelSubtitle>{t('referral.stats')}</PanelSubtitle>
      <dl className={styles.stats}>
        {items.map((item) => (
          // Label after value in the markup order screen readers use; shown value-first by column-reverse.
          <div key={item.label} className={styles.stat}>
            <dt className={styles.statLabel}>{item.label}</dt>
            <dd className={styles.statValue}>{format.points(item.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ReferralHistory() {
  const { t } = useTranslation();
  const format = useLoyaltyFormat();
  const [page, setPage] = useState(FIRST_PAGE);
  const { history, isLoading } = useReferralHistory(page);
  const label = t('referral.history.heading');
  return (
    <div className={styles.stack}>
      <PanelSubtitle>{label}</PanelSubtitle>
      {isLoading && !history ? (
        <Skeleton shape="block" height="12rem" />
      ) : !history || history.items.length === 0 ? (
        <PanelIntro>{t('referral.history.empty')}</PanelIntro>
      ) : (
        <>
          <Table
            caption={label}
            rows={history.items}
            rowKey={(item, index) => `${item.date}-${index}`}
            columns={[
              { key: 'date', header: t('referral.history.date'), cell: (item) => format.date(item.date) },
              {
                key: 'activity',
                header: t('referral.history.activity'),
                cell: (item) => t(`referral.event.${item.event}`, undefined, item.event.replaceAll('_', ' ')),
              },
              {
                key: 'points',
                header: t('referral.history.points'),
                align: 'end',
                cell: (item) => <span className={styles.earned}>{format.signedPoints(item.points)}</span>,
              },
            ]}
          />
          <HistoryPagination label={label} history={history} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
