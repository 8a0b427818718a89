import { useId, useState } from 'react';
import {
  Button,
  Image,
  Panel,
  PanelIntro,
  PanelSubtitle,
  PanelTitle,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@storefront/design-system';
import { track, useTranslation } from '../../platform';
import { useLoyaltyAccount, useLoyaltyApi, useLoyaltyProgramme } from '../hooks';
import type { LoyaltyPoints, Prize, Tier } from '../types';
import { useLoyaltyFormat } from './format';
import { PointsHistory } from './PointsHistory';
import { PrizeCard } from './PrizeCard';
import * as styles from './LoyaltyWidget.css';

export interface LoyaltyWidgetProps {
  /** Where a guest signs in; the default comes back to the loyalty page. */
  signInHref?: string;
  /** Replaces the default heading, e.g. to match a campaign page. */
  heading?: string;
}

/**
 * The loyalty programme in one place: a signed-in shopper sees their balance, expiring points and tier, redeems
 * rewards and pages through their points history; a guest sees the tiers and prizes and is invited to sign in.
 */
export function LoyaltyWidget({ signInHref = '/sign-in?next=/loyalty', heading }: LoyaltyWidgetProps) {
  const { t } = useTranslation();
  const { signedIn } = useLoyaltyApi();
  const programme = useLoyaltyProgramme();
  const headingId = useId();

  return (
    <Panel width="wide" aria-labelledby={headingId}>
      <PanelTitle id={headingId}>
        {heading ?? t(signedIn ? 'loyalty.heading' : 'loyalty.guestHeading')}
      </PanelTitle>
      {programme.error ? (
        // Reads fall back to defaults, so what arrives here is a setup fault such as 'Missing required configuration'.
        <p role="alert" className={styles.alert}>
          {programme.error instanceof Error ? programme.error.message : t('platform.error.generic')}
        </p>
      ) : programme.isUnavailable ? (
        // Not "switched off": the programme could not be read, so the shopper hears that and can ask again.
        <div role="alert" className={styles.alert}>
          <p>{t('loyalty.unavailable')}</p>
          <Button variant="secondary" onClick={() => void programme.retry()}>
            {t('loyalty.retry')}
          </Button>
        </div>
      ) : programme.isActive === undefined ? (
        <Skeleton shape="block" height="10rem" />
      ) : !programme.isActive ? (
        <PanelIntro>{t('loyalty.inactive')}</PanelIntro>
      ) : signedIn ? (
        <MemberView prizes={programme.prizes} />
      ) : (
        <GuestView tiers={programme.tiers} prizes={programme.prizes} signInHref={signInHref} />
      )}
    </Panel>
  );
}

function MemberView({ prizes }: { prizes: Prize[] }) {
  const { t } = useTranslation();
  const { points, tier, error } = useLoyaltyAccount();
  const [tab, setTab] = useState('rewards');
  if (error) {
    return (
      <p role="alert" className={styles.alert}>
        {error instanceof Error ? error.message : t('platform.error.generic')}
      </p>
    );
  }
  return (
    <>
      {points ? <PointsSummary points={points} tier={tier} /> : <Skeleton shape="block" height="9rem" />}
      <Tabs
        value={tab}
        onValueChange={(next) => {
          if (next === 'history')
            track('tracking:activity:points_history_click', {
              label: t('loyalty.tab.history'),
              location: 'loyalty widget',
            });
          setTab(next);
        }}
      >
        <TabsList aria-label={t('loyalty.heading')}>
          <TabsTrigger value="rewards">{t('loyalty.tab.rewards')}</TabsTrigger>
          <TabsTrigger value="history">{t('loyalty.tab.history')}</TabsTrigger>
        </TabsList>
        <TabsContent value="rewards">
          <PrizeGrid prizes={prizes} headingLevel={3} {...(points ? { balance: points.points } : {})} />
        </TabsContent>
        <TabsContent value="history">
          <PointsHistory />
        </TabsContent>
      </Tabs>
    </>
  );
}

function PointsSummary({ points, tier }: { points: LoyaltyPoints; tier: Tier | null }) {
  const { t } = useTranslation();
  const format = useLoyaltyFormat();
  return (
    <div className={styles.summary}>
      <div className={styles.facts}>
        <span className={styles.balanceLabel}>{t('loyalty.balance')}</span>
        <p className={styles.balance}>{t('loyalty.points', { points: points.points })}</p>
        {points.pending_points > 0 && (
          <p className={styles.detail}>{t('loyalty.pending', { points: points.pending_points })}</p>
        )}
        <p className={styles.detail}>
          {points.points_to_expire > 0 && points.expire_at
            ? t('loyalty.expiring', {
                points: points.points_to_expire,
                date: format.date(points.expire_at),
              })
            : t('loyalty.noneExpiring')}
        </p>
      </div>
      {tier && (
        <div className={styles.tier}>
          {/* The frame sets the medal's size: the image fills whatever holds it. */}
          <div className={styles.tierImage}>
            <Image src={tier.image_url} alt="" aspectRatio={1} fit="contain" className={styles.tierMedal} />
          </div>
          <div>
            <span className={styles.balanceLabel}>{t('loyalty.tier')}</span>
            <p className={styles.tierName}>{t('loyalty.tierName', { tier: tier.name })}</p>
          </div>
        </div>
      )}
    </div>
  );
}

function PrizeGrid({
  prizes,
  balance,
  headingLevel,
}: {
  prizes: Prize[];
  balance?: number;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation();
  if (prizes.length === 0) return <PanelIntro>{t('loyalty.rewards.empty')}</PanelIntro>;
  return (
    <ul className={styles.prizeGrid}>
      {prizes.map((prize) => (
        <li key={prize.prize_uuid}>
          <PrizeCard
            prize={prize}
            headingLevel={headingLevel}
            {...(balance !== undefined ? { balance } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

function GuestView({ tiers, prizes, signInHref }: { tiers: Tier[]; prizes: Prize[]; signInHref: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.signIn}>
        <PanelIntro>{t('loyalty.guestIntro')}</PanelIntro>
        <Button asChild>
          <a href={signInHref}>{t('loyalty.signIn')}</a>
        </Button>
      </div>
      {tiers.length > 0 && (
        <div className={styles.stack}>
          <PanelSubtitle>{t('loyalty.tiers')}</PanelSubtitle>
          <ul className={styles.tierList}>
            {tiers.map((tier) => (
              <li key={tier.name} className={styles.tierItem}>
                <Image
                  src={tier.image_url}
                  alt=""
                  aspectRatio={1}
                  fit="contain"
                  className={styles.tierListImage}
                />
                {tier.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.stack}>
        <PanelSubtitle>{t('loyalty.rewards.heading')}</PanelSubtitle>
        <PrizeGrid prizes={prizes} headingLevel={4} />
      </div>
    </>
  );
}
