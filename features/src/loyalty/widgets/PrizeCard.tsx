import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Dialog, DialogClose, Image } from '@storefront/design-system';
import { track, useTranslation } from '../../platform';
import { useRedeemPrize } from '../hooks';
import { canAfford, type Prize } from '../types';
import * as styles from './LoyaltyWidget.css';

export interface PrizeCardProps {
  prize: Prize;
  /** The shopper's balance; without it (a guest) the card only shows what the prize costs. */
  balance?: number;
  /** The card's heading level under the section it sits in. */
  headingLevel?: 3 | 4;
}

/** A prize with its cost; a signed-in shopper redeems it after confirming in a dialog that then shows the result. */
export function PrizeCard({ prize, balance, headingLevel = 3 }: PrizeCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t } = useTranslation();
  const headingId = `prize-${prize.prize_uuid}`;
  return (
    <article className={styles.prize} aria-labelledby={headingId}>
      {/* The name below says what the picture shows. */}
      <Image src={prize.images[0]} alt="" aspectRatio={4 / 3} sizes="(max-width: 640px) 100vw, 18rem" />
      <div className={styles.prizeBody}>
        <div>
          <Badge tone="neutral">{t(`loyalty.rewardType.${prize.rewardType}`)}</Badge>
        </div>
        {prize.brandName && <p className={styles.prizeBrand}>{prize.brandName}</p>}
        <Heading id={headingId} className={styles.prizeName}>
          {prize.name}
        </Heading>
        {prize.subtitle && <p className={styles.prizeSubtitle}>{prize.subtitle}</p>}
      </div>
      <div className={styles.prizeFooter}>
        <span className={styles.prizeCost}>{t('loyalty.rewards.cost', { points: prize.points })}</span>
        {balance !== undefined && <RedeemAction prize={prize} balance={balance} />}
      </div>
    </article>
  );
}

function RedeemAction({ prize, balance }: { prize: Prize; balance: number }) {
  const { t } = useTranslation();
  const { redeem, pending, outcome, reset } = useRedeemPrize();
  const [open, setOpen] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // The confirm button goes away with the answer, so focus moves to the answer and it is read out.
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  if (!canAfford(balance, prize)) {
    const missingId = `prize-missing-${prize.prize_uuid}`;
    return (
      <>
        <Button
          size="sm"
          disabled
          aria-describedby={missingId}
          aria-label={t('loyalty.redeem.label', { name: prize.name })}
        >
          {t('loyalty.redeem')}
        </Button>
        <p id={missingId} className={styles.prizeMissing}>
          {t('loyalty.rewards.missing', { points: prize.points - balance })}
        </p>
      </>
    );
  }

  const succeeded = outcome && 'redemption' in outcome ? outcome.redemption : null;
  const failure = outcome && 'error' in outcome ? outcome.error : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next)
          track('tracking:activity:redeem_click', {
            reward_id: prize.prize_uuid,
            reward_name: prize.name,
            points: prize.points,
          });
        else reset();
        setOpen(next);
      }}
      trigger={
        <Button size="sm" aria-label={t('loyalty.redeem.label', { name: prize.name })}>
          {t('loyalty.redeem')}
        </Button>
      }
      title={t('loyalty.redeem.title', { name: prize.name })}
      description={
        succeeded
          ? undefined
          : t('loyalty.redeem.description', { points: prize.points, balance: balance - prize.points })
      }
      closeLabel={t('loyalty.redeem.close')}
      footer={
        succeeded ? (
          <DialogClose asChild>
            <Button>{t('loyalty.redeem.close')}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('loyalty.redeem.cancel')}</Button>
            </DialogClose>
            <Button loading={pending} onClick={() => void redeem(prize)}>
              {t('loyalty.redeem.confirm', { points: prize.points })}
            </Button>
          </>
        )
      }
    >
      {succeeded && (
        <div ref={resultRef} tabIndex={-1} role="status" className={styles.result}>
          <p className={styles.tierName}>{t('loyalty.redeem.done', { name: prize.name })}</p>
          {succeeded.coupon && (
            <p className={styles.coupon}>{t('loyalty.redeem.coupon', { coupon: succeeded.coupon })}</p>
          )}
          <p className={styles.detail}>{t('loyalty.redeem.balance', { balance: succeeded.balance })}</p>
        </div>
      )}
      {failure && (
        <div ref={resultRef} tabIndex={-1} role="alert" className={styles.result}>
          <p className={styles.alert}>{failure}</p>
        </div>
      )}
    </Dialog>
  );
}
