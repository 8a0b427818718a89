import { storedIdentity, type ShopperIdentity } from '../platform';
import type { StorefrontConfig } from '../platform';
import { createTrialsClient } from '../backends/trials';
import { ConsumerNotDefinedError, type TrialEligibility } from './types';

export type TrialsConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** Trial eligibility per programme and consumer, on the side of the engagement pair its URL chooses. */
export function createTrialsApi(
  config: TrialsConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const client = createTrialsClient(config, () => identity()?.token);
  return {
    side: client.side,

    /**
     * GET /api/trials/is-eligible/{program}/{consumer} on the newer API. The older API has no trial call (spec
     * section 7), so there the shop offers no trial rather than guessing a path.
     */
    async isEligible(program: string, consumer?: string): Promise<TrialEligibility> {
      const uuid = consumer ?? identity()?.uuid;
      if (!uuid) throw new ConsumerNotDefinedError();
      if (client.side === 'older') return { eligible: false, reason: 'not_offered' };
      const { data } = await client.api.GET('/trials/is-eligible/{program}/{consumer}', {
        params: { path: { program, consumer: uuid } },
      });
      const answer = data!.data;
      if (answer.is_eligible) return { eligible: true };
      return {
        eligible: false,
        reason: answer.reason === 'programme_ended' ? 'programme_ended' : 'already_trialled',
      };
    },
  };
}

export type TrialsApi = ReturnType<typeof createTrialsApi>;
