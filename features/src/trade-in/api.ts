import { captchaHeaders, type StorefrontConfig, storedIdentity, type ShopperIdentity } from '../platform';
import { createTradeInClient } from '../backends/trade-in';
import { toProgramme, UserIdNotDefinedError, type TradeInProgramme } from './types';

export type TradeInConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** The trade-in programme and eligibility, on the side of the pair the engagement URL chooses. */
export function createTradeInApi(
  config: TradeInConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const { api, side } = createTradeInClient({
    engagementUrl: config.backends.engagement,
    tenantToken: config.tenantToken,
    identityToken: () => identity()?.token,
  });
  /** Spec section 5: no user id, no call. */
  const userIdOf = (userId: string | undefined) => {
    const id = userId ?? identity()?.uuid;
    if (!id) throw new UserIdNotDefinedError();
    return id;
  };

  return {
    side,

    async configuration(): Promise<TradeInProgramme> {
      const { data } = await api.GET('/trade-in/configuration');
      return toProgramme(data!.data);
    },

    /** Whether the user may trade a device in at all (one trade-in per shopper). */
    async isEligible(userId?: string): Promise<boolean> {
      const uuid = userIdOf(userId);
      const { data } = await api.GET('/trade-in/is-eligible/{uuid}', {
        params: { path: { uuid } },
        headers: await captchaHeaders(),
      });
      return data!.data.is_eligible;
    },

    /** Whether the user may trade in a device of this category. */
    async isEligibleInCategory(categoryId: string, userId?: string): Promise<boolean> {
      const id = userIdOf(userId);
      const { data } = await api.GET('/trade-in/is-eligible/{categoryId}/{userId}', {
        params: { path: { categoryId, userId: id } },
        headers: await captchaHeaders(),
      });
      return data!.data.is_eligible;
    },
  };
}

export type TradeInApi = ReturnType<typeof createTradeInApi>;
