import { createNewerAccountClient, createOlderAccountClient } from '../backends/account';
import { captchaHeaders, isNewerAccountBackend, type StorefrontConfig } from '../platform';
import {
  asyncVerificationFrom,
  MISSING_DATA,
  type AgeVerificationMethod,
  type AgeVerificationResult,
  type AsyncVerification,
  type AsyncVerificationRequest,
  type VerificationWorkflow,
} from './types';

/** A synchronous check a shopper asks for: their address, the method, the tenant's workflow and the method's fields. */
interface VerificationRequest {
  email: string;
  method: string;
  workflow: VerificationWorkflow;
  fields?: Record<string, string>;
}

/** Age verification calls, the same for both account backends. Every call carries the tenant and captcha tokens. */
export interface AgeVerificationBackend {
  getMethods(country: string): Promise<AgeVerificationMethod[]>;
  hasHiddenVerification(): Promise<boolean>;
  verify(request: VerificationRequest): Promise<AgeVerificationResult>;
  startAsyncVerification(request: AsyncVerificationRequest): Promise<AsyncVerification>;
  getAsyncVerification(uuid: string): Promise<AsyncVerification>;
}

type AgeVerificationConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

interface WireMethod {
  code: string;
  name: string;
  is_async?: boolean;
  fields?: string[];
}
interface WireResult {
  is_verified: boolean;
  verification_performed: boolean;
  uuid?: string;
  status_from_provider?: string;
  error?: string | null;
}

const methodFrom = (wire: WireMethod): AgeVerificationMethod => ({
  code: wire.code,
  name: wire.name,
  isAsync: wire.is_async === true,
  fields: wire.fields ?? [],
});
const resultFrom = (wire: WireResult): AgeVerificationResult => ({
  isVerified: wire.is_verified,
  verificationPerformed: wire.verification_performed,
  ...(wire.uuid ? { uuid: wire.uuid } : {}),
  ...(wire.status_from_provider ? { statusFromProvider: wire.status_from_provider } : {}),
  ...(wire.error ? { error: wire.error } : {}),
});

function required<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw new Error(message);
  return value;
}

/** A synchronous check as both backends take it: the tenant's workflow travels among the method's fields. */
const verificationBody = ({ email, method, workflow, fields }: VerificationRequest) => ({
  email,
  method,
  fields: {
    ...fields,
    workflow_name: workflow.workflowName,
    workflow_definition_id: workflow.workflowDefinitionId,
  },
});

const asyncBody = (request: AsyncVerificationRequest) => ({
  email: request.email,
  method_code: request.methodCode,
  country_code: request.countryCode,
  fields: {
    dateOfBirth: request.dateOfBirth,
    callback: request.callback,
    firstName: request.firstName,
    lastName: request.lastName,
  },
});

export function ageVerificationBackendFor(config: AgeVerificationConfig): AgeVerificationBackend {
  if (isNewerAccountBackend(config.backends.account)) {
    const api = createNewerAccountClient(config, 'age-verification');
    return {
      async getMethods(country) {
        const { data } = await api.GET('/api/age-verification/methods', {
          params: { query: { country } },
          headers: await captchaHeaders(),
        });
        return required(data?.data, MISSING_DATA.methods).map(methodFrom);
      },
      async hasHiddenVerification() {
        const { data } = await api.GET('/api/age-verification/methods/has-hidden-verification', {
          headers: await captchaHeaders(),
        });
        return required(data?.data, MISSING_DATA.hiddenVerification).has_hidden_verification;
      },
      async verify(request) {
        const { data } = await api.POST('/api/age-verification/verify/init', {
          headers: await captchaHeaders(),
          body: verificationBody(request),
        });
        return resultFrom(required(data?.data, MISSING_DATA.verification));
      },
      async startAsyncVerification(request) {
        const { data } = await api.POST('/api/age-verification/verify/init-async', {
          headers: await captchaHeaders(),
          body: asyncBody(request),
        });
        return asyncVerificationFrom(required(data?.data, MISSING_DATA.asyncVerification));
      },
      async getAsyncVerification(uuid) {
        const { data } = await api.GET('/api/age-verification/verify/init-async/{uuid}', {
          params: { path: { uuid } },
          headers: await captchaHeaders(),
        });
        return asyncVerificationFrom(required(data?.data, MISSING_DATA.asyncVerification));
      },
    };
  }
  const http = createOlderAccountClient(config, 'age-verification');
  const withCaptcha = async () => ({ headers: await captchaHeaders() });
  return {
    async getMethods(country) {
      const { data } = await http.get<WireMethod[]>(
        `/available-methods/${encodeURIComponent(country)}`,
        await withCaptcha(),
      );
      return data.map(methodFrom);
    },
    async hasHiddenVerification() {
      const { data } = await http.get<{ has_hidden_verification: boolean }>(
        '/has-hidden-verification',
        await withCaptcha(),
      );
      return data.has_hidden_verification;
    },
    async verify(request) {
      const { data } = await http.post<WireResult>('/verify', verificationBody(request), await withCaptcha());
      return resultFrom(data);
    },
    async startAsyncVerification(request) {
      const { data } = await http.post<{ uuid: string; status: string }>(
        '/init-async-verification',
        asyncBody(request),
        await withCaptcha(),
      );
      return asyncVerificationFrom(data);
    },
    async getAsyncVerification(uuid) {
      const { data } = await http.get<{ uuid: string; status: string }>(
        `/init-async-verification/${encodeURIComponent(uuid)}`,
        await withCaptcha(),
      );
      return asyncVerificationFrom(data);
    },
  };
}

/** Asks for the async status until it is no longer pending, or the wait is over (then it is still pending). */
export async function pollAsyncVerification(
  backend: Pick<AgeVerificationBackend, 'getAsyncVerification'>,
  uuid: string,
  {
    intervalMs = 2000,
    attempts = 30,
    signal,
  }: { intervalMs?: number; attempts?: number; signal?: AbortSignal } = {},
): Promise<AsyncVerification> {
  let latest: AsyncVerification = { uuid, status: 'pending', verificationPerformed: false };
  for (let attempt = 0; attempt < attempts && !signal?.aborted; attempt += 1) {
    latest = await backend.getAsyncVerification(uuid);
    if (latest.status !== 'pending') return latest;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return latest;
}
