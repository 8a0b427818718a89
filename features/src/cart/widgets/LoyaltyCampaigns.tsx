import { useId } from 'react';
import { Button } from '@storefront/design-system';
import { failureWords, useFormat, useTranslation } from '../../platform';
import { useEligibleCampaigns } from '../../loyalty';
import { useLoyaltyCampaign } from '../hooks';
import { campaignFitsCart, type CartView } from '../types';
import * as styles from './CartWidget.css';

/**
 * The signed-in shopper's eligible loyalty campaigns that fit the cart, each a way to pay part of the order with
 * points, or the one applied with a way to stop using it. Nothing shows for a guest or when loyalty cannot be reached
 * (spec section 8).
 */
export function LoyaltyCampaigns({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const headingId = useId();
  const campaigns = useEligibleCampaigns().filter((campaign) => campaignFitsCart(campaign.price, cart));
  const { applyCampaign, removeCampaign, isPending, error } = useLoyaltyCampaign();
  const applied = cart.prices.appliedCampaign;
  if (!applied && campaigns.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.coupon} aria-busy={isPending}>
      <h3 id={headingId} className={styles.campaignHeading}>
        {t('cart.campaign.heading')}
      </h3>
      {applied ? (
        <p className={styles.applied}>
          <span className={styles.appliedCodes}>
            {t('cart.campaign.applied', { points: applied.points, amount: money(applied.amount) })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            className={styles.removeCodes}
            loading={isPending}
            onClick={() => void removeCampaign()}
          >
            {t('cart.campaign.remove')}
          </Button>
        </p>
      ) : (
        campaigns.map((campaign) => (
          <Button
            key={campaign.campaign_id}
            variant="secondary"
            size="sm"
            fullWidth
            loading={isPending}
            onClick={() => void applyCampaign({ uuid: campaign.campaign_id, points: campaign.points })}
          >
            {t('cart.campaign.use', {
              points: campaign.points,
              amount: money({ value: campaign.price, currency: cart.prices.grandTotal.currency }),
            })}
          </Button>
        ))
      )}
      {/* Always in the page, so a failure is announced when it appears; the cart itself stays as it was. */}
      <div role="alert" className={styles.couponMessages}>
        {error ? <p className={styles.campaignError}>{failureWords(t, error)}</p> : null}
      </div>
    </section>
  );
}
