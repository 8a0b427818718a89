import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  ConnectionError,
  isProductError,
  track,
  useConfig,
  useStoredUser,
  failureOf,
  identityOf,
  shopFailure,
  type ShopperFailure,
  type ShopperIdentity,
} from '../platform';
import { createLoyaltyApi } from './api';
import { articlePagesFromShop, type ArticlePage } from './articlePages';
import {
  AddressRequiredError,
  FIRST_PAGE,
  type Article,
  type Prize,
  type Redemption,
  type RewardDelivery,
} from './types';

/** The loyalty client for the signed-in shopper (or a guest), rebuilt when either changes. */
export function useLoyaltyApi() {
  const config = useConfig();
  const user = useStoredUser();
  const identity = identityOf(user);
  const uuid = identity?.uuid;
  const token = identity?.token;
  const api = useMemo(
    () =>
      createLoyaltyApi(config, () => (uuid && token ? ({ uuid, token } satisfies ShopperIdentity) : null)),
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

export type RedeemOutcome =
  { prize: Prize; redemption: Redemption } | { prize: Prize; failure: ShopperFailure };

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
        const failure =
          code === 'INSUFFICIENT_POINTS'
            ? shopFailure('loyalty.redeem.insufficient')
            : code === 'ADDRESS_REQUIRED' || error instanceof AddressRequiredError
              ? shopFailure('loyalty.redeem.addressRequired')
              : error instanceof ConnectionError
                ? failureOf(error)
                : shopFailure('loyalty.redeem.failed');
        setOutcome({ prize, failure });
      } finally {
        setPending(false);
      }
    },
    [api, mutate],
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

/**
 * The signed-in shopper's loyalty articles, each with its page where Builder has one (title and path, in the page's
 * language). An article without a page has nowhere to be read.
 */
export function useArticles() {
  const { api, uuid } = useLoyaltyApi();
  const { language } = useConfig();
  const articles = useSWR(uuid ? ['loyalty', 'articles', uuid] : null, () => api.articles());
  const pages = useSWR(['loyalty', 'article-pages', language], articlePagesFromShop);
  const withPages = useMemo(
    () =>
      articles.data?.map((article): Article & { page?: ArticlePage } => {
        const page = pages.data?.find((candidate) => candidate.articleId === article.article_id);
        return page ? { ...article, page } : article;
      }),
    [articles.data, pages.data],
  );
  return { articles: withPages, signedIn: Boolean(uuid) };
}

/** SWR keys a read changes: the article list, the balance and the history. */
const changedByReading = (key: unknown) =>
  Array.isArray(key) &&
  key[0] === 'loyalty' &&
  (key[1] === 'articles' || key[1] === 'points' || key[1] === 'history');

/** What collecting an article's points came to: the points earned, a second read, or a failure. */
export type ArticleReading = { earned: number } | { already: true } | { failed: true };

/**
 * Collects an article's points once it has been read (the article page's end); a second read is said as such, not as
 * a failure.
 */
export function useReadArticle() {
  const { api } = useLoyaltyApi();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [reading, setReading] = useState<ArticleReading | null>(null);
  const read = useCallback(
    async (articleId: string) => {
      setPending(true);
      try {
        const points = await api.readArticle(articleId);
        setReading({ earned: points });
      } catch (error) {
        const already = isProductError(error) && error.errorCode === 'ARTICLE_ALREADY_READ';
        setReading(already ? { already: true } : { failed: true });
      } finally {
        setPending(false);
        void mutate(changedByReading);
      }
    },
    [api, mutate],
  );
  return { read, pending, reading };
}
