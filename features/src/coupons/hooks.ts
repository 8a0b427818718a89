import { useMemo } from 'react';
import useSWR from 'swr';
import { shopFailure, useConfig, useStoredUser, type ShopperFailure, identityOf } from '../platform';
import { couponFailureOf, createCouponsApi } from './api';
import type { CouponProvider, ExternalCoupon } from './types';

/** The coupons client for the signed-in shopper (or a guest), rebuilt when either changes. */
function useCouponsApi() {
  const config = useConfig();
  const identity = identityOf(useStoredUser());
  const uuid = identity?.uuid;
  const token = identity?.token;
  const api = useMemo(
    () => createCouponsApi(config, () => (uuid && token ? { uuid, token } : null)),
    [config, uuid, token],
  );
  return { api, uuid };
}

export type CouponRequestResult =
  { ok: true; coupon: ExternalCoupon } | { ok: false; failure: ShopperFailure };

/** The partners and the shopper's coupons, and the way to request one. */
export function useExternalCoupons() {
  const { api, uuid } = useCouponsApi();
  const result = useSWR(uuid ? ['coupons', 'providers', api.side, uuid] : null, () => api.providers());
  return {
    signedIn: Boolean(uuid),
    providers: result.data,
    error: result.error
      ? couponFailureOf(result.error, shopFailure('libs.ui.promotion.error_fetching_providers'))
      : undefined,
    retry: () => void result.mutate(),
    /** Requests a coupon; on success the provider shows it at once, without another read. */
    request: async (providerId: string): Promise<CouponRequestResult> => {
      try {
        const coupon = await api.request(providerId);
        await result.mutate(
          (current: CouponProvider[] | undefined) =>
            current?.map((provider) => (provider.id === providerId ? { ...provider, coupon } : provider)),
          { revalidate: false },
        );
        return { ok: true, coupon };
      } catch (error) {
        return {
          ok: false,
          failure: couponFailureOf(error, shopFailure('libs.ui.promotion.error_requesting_coupon')),
        };
      }
    },
  };
}
