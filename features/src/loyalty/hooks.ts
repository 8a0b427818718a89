import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  ConnectionError,
  isProductError,
  track,
  useConfig,
  useStoredUser,
  useTranslation,
  userMessageOf,
} from '../platform';
import { createLoyaltyApi } from './api';
import { identityOf, type LoyaltyIdentity } from './identity';
import { AddressRequiredError, FIRST_PAGE, type Prize, type Redemption, type RewardDelivery } from './types';

/** The loyalty client for the signed-in shopper (or a guest), rebuilt when either changes. */
export function useLoyaltyApi() {
  const config = useConfig();
  const user = useStoredUser();
  const identity = identityOf(user);
  const uuid = identity?.uuid;
  const token = identity?.token;
  const api = useMemo(
    () =>
      createLoyaltyApi(config, () => (uuid && token ? ({ uuid, token } satisfies LoyaltyIdentity) : null)),
    [config, uuid, token],
  );
  return { api, uuid, signedIn: Boolean(uuid) };
}

/** What everybody may see: whether the programme runs, its tiers and its prizes (spec section 6). */
export function useLoyaltyProgramme() {
  const { api } = useLoyaltyApi();
  const status = useSWR(['loyalty', 'configuration'], () => api.programmeStatus());
  const tiers = useSWR(['loyalty', 'tiers'], () => api.tiers());
  const rewards = useSWR(['loyalty', 'rewards'], () =>
    api.rewards({ orderBy: 'points', sort: 'asc', perPage: 24 }),
  );
  return {
    isActive: status.data === undefined ? undefined : status.data === 'active',
    /** The programme could not be read (service down, refusing or answering nonsense): a try-again, not "off". */
    isUnavailable: status.data === 'unavailable',
    retry: () => Promise.all([status.mutate(), tiers.mutate(), rewards.mutate()]),
    tiers: tiers.data ?? [],
    prizes: rewards.data?.items ?? [],
    isLoading: status.isLoading || tiers.isLoading || rewards.isLoading,
    error: status.error ?? tiers.error ?? rewards.error,
  };
}

/** The signed-in shopper's points and tier; nothing is asked for a guest. */
export function useLoyaltyAccount() {
  const { api, uuid } = useLoyaltyApi();
  const points = useSWR(uuid ? ['loyalty', 'points', uuid] : null, () => api.points());
  const tier = useSWR(uuid ? ['loyalty', 'tier', uuid] : null, () => api.tier());
  return {
    points: points.data,
    tier: tier.data ?? null,
    isLoading: points.isLoading,
    error: points.error,
    refresh: () => Promise.all([points.mutate(), tier.mutate()]),
  };
}

/** One page of the points history (10 entries); the previous page stays on screen while the next loads. */
export function usePointsHistory(page = FIRST_PAGE) {
  const { api, uuid } = useLoyaltyApi();
  const history = useSWR(uuid ? ['loyalty', 'history', uuid, page] : null, () => api.pointsHistory(page), {
    keepPreviousData: true,
  });
  return { history: history.data, isLoading: history.isLoading, refresh: () => history.mutate() };
}

/** One page of the points earned through referrals (5 entries). */
export function useReferralHistory(page = FIRST_PAGE) {
  const { api, uuid } = useLoyaltyApi();
  const history = useSWR(
    uuid ? ['loyalty', 'referral-history', uuid, page] : null,
    () => api.referralHistory(page),
    { keepPreviousData: true },
  );
  return { history: history.data, isLoading: history.isLoading };
}

export type RedeemOutcome = { prize: Prize; redemption: Redemption } | { prize: Prize; error: string };

/** SWR keys of what a redemption changes: the balance and the history pages. */
const changedByRedemption = (key: unknown) =>
  Array.isArray(key) && key[0] === 'loyalty' && (key[1] === 'points' || key[1] === 'history');

/**
 * Spends points on a prize (a delivered one with the address it goes to), then refreshes the balance and the
 * history; tracked as redeem_checkout.
 */
export function useRedeemPrize() {
  const { api } = useLoyaltyApi();
  const { mutate } = useSWRConfig();
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<RedeemOutcome | null>(null);

  const redeem = useCallback(
    async (prize: Prize, delivery?: RewardDelivery) => {
      setPending(true);
      try {
        const redemption = await api.redeem(prize, delivery);
        track('tracking:activity:redeem_checkout', {
          reward_id: prize.prize_uuid,
          reward_name: prize.name,
          points: redemption.pointsSpent,
        });
        setOutcome({ prize, redemption });
        void mutate(changedByRedemption);
      } catch (error) {
        const code = isProductError(error) ? error.errorCode : undefined;
        // The newer backend's own words are hidden (spec section 8); ours say that no points were used.
        const message =
          code === 'INSUFFICIENT_POINTS'
            ? t('loyalty.redeem.insufficient')
            : code === 'ADDRESS_REQUIRED' || error instanceof AddressRequiredError
              ? t('loyalty.redeem.addressRequired')
              : error instanceof ConnectionError
                ? userMessageOf(error)
                : t('loyalty.redeem.failed');
        setOutcome({ prize, error: message });
      } finally {
        setPending(false);
      }
    },
    [api, mutate, t],
  );

  return { redeem, pending, outcome, reset: () => setOutcome(null) };
}

/**
 * The campaigns the signed-in shopper may pay part of a cart with (consumers/{uuid}/rewards, type campaign), eligible
 * ones only; nothing is asked for a guest, and a failed read is an empty list (spec section 8).
 */
export function useEligibleCampaigns() {
  const { api, uuid } = useLoyaltyApi();
  const campaigns = useSWR(uuid ? ['loyalty', 'campaigns', uuid] : null, () => api.campaigns());
  return (campaigns.data ?? []).filter((campaign) => campaign.is_eligible);
}

/** Points read-only where they help (a product, an order, an earning rule): zero while loading or unreachable. */
function usePointsRead(key: readonly unknown[] | null, read: () => Promise<number>): number {
  return useSWR(key, read).data ?? 0;
}

/** Points the signed-in shopper's order earned (consumers/{uuid}/orders/{order_id}). */
export function useOrderPoints(orderId: string | undefined) {
  const { api, uuid } = useLoyaltyApi();
  return usePointsRead(uuid && orderId ? ['loyalty', 'order-points', uuid, orderId] : null, () =>
    api.orderPoints(orderId!),
  );
}

/** Points an action earns the signed-in shopper (consumers/{uuid}/earning-rule/{event_name}). */
export function useEarningRulePoints(eventName: string) {
  const { api, uuid } = useLoyaltyApi();
  return usePointsRead(uuid ? ['loyalty', 'earning-rule', uuid, eventName] : null, () =>
    api.earningRulePoints(eventName),
  );
}
