import { isNewerAccountBackend, type StorefrontConfig } from '../platform';
import { bearer, createNewerAccountClient, createOlderAccountClient } from '../backends/account';
import type { ConsentCategory, Purpose } from './types';

type ConsentsConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken' | 'language' | 'accountServices'>;

export interface ConsentsBackend {
  /** The tenant's purposes before there is an account (registration), none accepted. */
  getRegistrationPurposes(): Promise<Purpose[]>;
  getPurposes(user: { uuid: string; token: string }): Promise<Purpose[]>;
  updateConsents(
    user: { uuid: string; token: string },
    choices: Array<{ id: string; accepted: boolean; one_off: boolean }>,
  ): Promise<void>;
}

interface WirePurpose {
  id: string;
  accepted: boolean;
  one_off: boolean;
  purposeTitle: string;
  purposeDescription: string;
  category: string;
  mandatory: boolean;
  section?: { id?: string; name?: string; description?: string };
}

function toPurpose(wire: WirePurpose): Purpose {
  return {
    id: wire.id,
    title: wire.purposeTitle,
    description: wire.purposeDescription,
    category: wire.category as ConsentCategory,
    accepted: wire.accepted,
    oneOff: wire.one_off,
    mandatory: wire.mandatory,
    ...(wire.section?.id && wire.section.name
      ? {
          section: {
            id: wire.section.id,
            name: wire.section.name,
            ...(wire.section.description ? { description: wire.section.description } : {}),
          },
        }
      : {}),
  };
}

/** The context the account's consent page asks in. */
export const PROFILE_CONTEXT = 'profile';

/** Consents live on the account backend: the newer one through its generated client, the older one on /purposes. */
export function consentsBackendFor(config: ConsentsConfig): ConsentsBackend {
  if (isNewerAccountBackend(config.backends.account)) {
    const api = createNewerAccountClient(config, 'consents');
    const viaApi = config.accountServices.consents === 'api';
    return {
      async getRegistrationPurposes() {
        const { data } = await api.GET('/consents', {
          params: { query: { language: config.language, context: 'registration' } },
        });
        return (data?.data ?? []).map(toPurpose);
      },
      async getPurposes({ uuid, token }) {
        const params = { path: { uuid }, query: { language: config.language, context: PROFILE_CONTEXT } };
        // CONSENTS_SERVICE chooses between spec section 7's two paths for the shopper's consents.
        const { data } = viaApi
          ? await api.GET('/api/users/{uuid}/consents', { params, headers: bearer(token) })
          : await api.GET('/users/{uuid}/consents', { params, headers: bearer(token) });
        return (data?.data ?? []).map(toPurpose);
      },
      async updateConsents({ uuid, token }, consents) {
        const request = { params: { path: { uuid } }, body: { consents }, headers: bearer(token) };
        if (viaApi) await api.PATCH('/api/consents/users/{uuid}', request);
        else await api.PATCH('/users/{uuid}/consents', request);
      },
    };
  }
  const http = createOlderAccountClient(config, 'consents');
  return {
    async getRegistrationPurposes() {
      const { data } = await http.get<WirePurpose[]>('/purposes', {
        query: { context: 'registration', language: config.language },
      });
      return data.map(toPurpose);
    },
    async getPurposes({ uuid, token }) {
      const { data } = await http.get<WirePurpose[]>('/purposes', {
        query: { uuid, language: config.language },
        headers: bearer(token),
      });
      return data.map(toPurpose);
    },
    async updateConsents({ uuid, token }, consents) {
      await http.patch('/purposes', { uuid, consents }, { headers: bearer(token) });
    },
  };
}
