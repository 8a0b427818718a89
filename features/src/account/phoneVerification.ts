import { createNewerAccountClient, createOlderAccountClient } from '../backends/account';
import { captchaHeaders, isNewerAccountBackend, validAnswer } from '../platform';
import type { AccountConfig } from './accountBackend';
import { NO_DATA_FOUND, statusAnswerSchema, uuidAnswerSchema } from './backendShared';
import { isVerifiedStatus, toNewerBackendPhone } from './types';

/** Spec section 7's phone verification pair: a code by text message, confirmed, then its status read back. */
export interface PhoneVerification {
  readonly service: 'legacy' | 'newer';
  start(phone: string): Promise<{ verificationId: string }>;
  /** Sends the code, then reads the status: only 'validated' counts as verified. */
  confirm(verificationId: string, code: string): Promise<{ verified: boolean }>;
}

/** The channel the legacy status path names beside the verification (the project's assumption, docs). */
export const LEGACY_PHONE_CHANNEL = 'sms';

/** The legacy trio: /init-phone-validation, /verify-by-uuid/{uuid}, /status/{uuid}/{channel}. */
function legacyPhoneVerification(config: AccountConfig): PhoneVerification {
  const http = createOlderAccountClient(config);
  return {
    service: 'legacy',
    async start(phone) {
      const { data } = await http.post(
        '/init-phone-validation',
        { phone },
        { headers: await captchaHeaders(config.captchaToken), schema: uuidAnswerSchema },
      );
      return { verificationId: data.uuid };
    },
    async confirm(verificationId, code) {
      const id = encodeURIComponent(verificationId);
      await http.put(`/verify-by-uuid/${id}`, { code });
      const { data } = await http.get(`/status/${id}/${LEGACY_PHONE_CHANNEL}`, {
        schema: statusAnswerSchema,
      });
      return { verified: isVerifiedStatus(data.status) };
    },
  };
}

/** The newer service: action verifications (channel sms, identifier). */
export function newerPhoneVerification(config: AccountConfig): PhoneVerification {
  const api = createNewerAccountClient(config);
  const dataOf = <T>(answer: { data?: T } | undefined): T => {
    if (!answer?.data) throw new Error(NO_DATA_FOUND);
    return answer.data;
  };
  return {
    service: 'newer',
    async start(phone) {
      const { data } = await api.POST('/api/action-verifications/items', {
        headers: await captchaHeaders(config.captchaToken),
        body: { channel: 'sms', identifier: toNewerBackendPhone(phone) },
      });
      return { verificationId: validAnswer(uuidAnswerSchema, dataOf(data), 'account').uuid };
    },
    async confirm(verificationId, code) {
      await api.PATCH('/api/action-verifications/items/{uuid}/verify', {
        params: { path: { uuid: verificationId } },
        body: { code },
      });
      const { data } = await api.GET('/api/action-verifications/items/{uuid}', {
        params: { path: { uuid: verificationId } },
      });
      return { verified: isVerifiedStatus(validAnswer(statusAnswerSchema, dataOf(data), 'account').status) };
    },
  };
}

/**
 * Which pair verifies phone numbers: PHONE_VERIFICATION_SERVICE=legacy chooses the legacy trio on either backend;
 * otherwise the newer backend uses its action verifications and the older one its own /send-otc (undefined here).
 */
export function phoneVerificationFor(config: AccountConfig): PhoneVerification | undefined {
  if (config.accountServices.phoneVerification === 'legacy') return legacyPhoneVerification(config);
  return isNewerAccountBackend(config.backends.account) ? newerPhoneVerification(config) : undefined;
}
