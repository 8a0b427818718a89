import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Dialog, DialogClose, Image, RadioGroup } from '@storefront/design-system';
import { useAddressBook } from '../../account';
import { AddressForm, PostalAddress } from '../../account/widgets';
import { addressLines, type Address } from '../../address';
import { failureWords, track, useTranslation } from '../../platform';
import { useRedeemPrize } from '../hooks';
import { canAfford, type Prize, type RewardDelivery } from '../types';
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
  // A delivered reward first asks where it goes; every reward then confirms before its points are taken.
  const [step, setStep] = useState<'where' | 'confirm'>(prize.isAddressRequired ? 'where' : 'confirm');
  const [delivery, setDelivery] = useState<RewardDelivery | undefined>();
  const resultRef = useRef<HTMLDivElement>(null);

  // The confirm button goes away with the answer, so focus moves to the answer and it is read out.
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  // An open dialog stays while the balance it spent refreshes below the prize's points.
  if (!open && !canAfford(balance, prize)) {
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
  const failure = outcome && 'failure' in outcome ? failureWords(t, outcome.failure) : null;
  const asking = !succeeded && step === 'where';

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
        else {
          reset();
          setStep(prize.isAddressRequired ? 'where' : 'confirm');
        }
        setOpen(next);
      }}
      trigger={
        <Button size="sm" aria-label={t('loyalty.redeem.label', { name: prize.name })}>
          {t('loyalty.redeem')}
        </Button>
      }
      title={t(asking ? 'loyalty.redeem.where.title' : 'loyalty.redeem.title', { name: prize.name })}
      description={
        succeeded || asking
          ? undefined
          : t('loyalty.redeem.description', { points: prize.points, balance: balance - prize.points })
      }
      closeLabel={t('loyalty.redeem.close')}
      footer={
        succeeded ? (
          <DialogClose asChild>
            <Button>{t('loyalty.redeem.close')}</Button>
          </DialogClose>
        ) : asking ? undefined : (
          <>
            {prize.isAddressRequired ? (
              <Button variant="secondary" disabled={pending} onClick={() => setStep('where')}>
                {t('loyalty.redeem.back')}
              </Button>
            ) : (
              <DialogClose asChild>
                <Button variant="secondary">{t('loyalty.redeem.cancel')}</Button>
              </DialogClose>
            )}
            <Button loading={pending} onClick={() => void redeem(prize, delivery)}>
              {t('loyalty.redeem.confirm', { points: prize.points })}
            </Button>
          </>
        )
      }
    >
      {asking && (
        <DeliveryChoice
          chosen={delivery}
          onCancel={() => {
            reset();
            setOpen(false);
          }}
          onChosen={(address) => {
            setDelivery(address);
            setStep('confirm');
          }}
        />
      )}
      {!succeeded && !asking && delivery && prize.isAddressRequired && (
        <div className={styles.result}>
          <p className={styles.detail}>{t('loyalty.redeem.deliverTo')}</p>
          <PostalAddress address={delivery} className={styles.delivery} />
        </div>
      )}
      {succeeded && (
        <div ref={resultRef} tabIndex={-1} role="status" className={styles.result}>
          <p className={styles.tierName}>{t('loyalty.redeem.done', { name: prize.name })}</p>
          {succeeded.coupon && (
            <p className={styles.coupon}>{t('loyalty.redeem.coupon', { coupon: succeeded.coupon })}</p>
          )}
          {succeeded.deliveredTo && (
            <>
              <p className={styles.detail}>{t('loyalty.redeem.sentTo')}</p>
              <PostalAddress address={succeeded.deliveredTo} className={styles.delivery} />
            </>
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

const NEW_ADDRESS = 'new';

/**
 * Where a delivered reward goes: an address from the book (the default delivery address first chosen), or a new one
 * typed here under the book's rules.
 */
function DeliveryChoice({
  chosen,
  onChosen,
  onCancel,
}: {
  chosen: RewardDelivery | undefined;
  onChosen: (address: RewardDelivery) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const book = useAddressBook();
  const addresses = book.addresses ?? [];
  const preferred = addresses.find((address) => address.isDefaultShipping) ?? addresses[0];
  // Back from the confirmation, the address typed before is there again.
  const typed = chosen && !addresses.includes(chosen as Address) ? chosen : undefined;
  const [picked, setPicked] = useState<string | undefined>(
    chosen ? ((chosen as Address).id ?? NEW_ADDRESS) : undefined,
  );
  if (book.isLoading) return <p role="status">{t('loyalty.redeem.where.loading')}</p>;
  const choice = picked ?? preferred?.id ?? NEW_ADDRESS;
  const fromBook = addresses.find((address) => address.id === choice);
  return (
    <div className={styles.stack}>
      {book.loadError && (
        <p role="alert" className={styles.alert}>
          {t('loyalty.redeem.where.loadError')}
        </p>
      )}
      {addresses.length > 0 && (
        <RadioGroup
          legend={t('loyalty.redeem.where.legend')}
          value={choice}
          onValueChange={setPicked}
          options={[
            ...addresses.map((address) => ({
              value: address.id ?? '',
              label: addressLines(address).join(', '),
            })),
            { value: NEW_ADDRESS, label: t('loyalty.redeem.where.new') },
          ]}
        />
      )}
      {fromBook ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {t('loyalty.redeem.cancel')}
          </Button>
          <Button onClick={() => onChosen(fromBook)}>{t('loyalty.redeem.continue')}</Button>
        </div>
      ) : (
        <AddressForm
          address={typed}
          heading={t('loyalty.redeem.where.newHeading')}
          saveLabel={t('loyalty.redeem.continue')}
          pending={false}
          onCancel={onCancel}
          onSave={async (address) => onChosen(address)}
        />
      )}
    </div>
  );
}
