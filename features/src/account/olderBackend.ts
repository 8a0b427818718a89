import * as z from 'zod/mini';
import { bearer, createOlderAccountClient, type LegacyProfile } from '../backends/account';
import { captchaHeaders, HttpError } from '../platform';
import {
  ACCOUNT_BACKEND_SUPPORTS,
  AccountCallUnavailableError,
  type AccountBackend,
  type AccountConfig,
} from './accountBackend';
import {
  DEACTIVATION_UNAVAILABLE_MESSAGE,
  NEWER_BACKEND_ONLY_MESSAGE,
  requiringConsumerId,
  backendAddressSchema,
  idSchema,
  passwordSettingsSchema,
  statusAnswerSchema,
  uuidAnswerSchema,
  validityAnswerSchema,
} from './backendShared';
import { fromBackendAddress, toBackendAddress } from '../address';
import { phoneVerificationFor } from './phoneVerification';
import { verificationStatusFromShop } from './verificationStatus';
import {
  extraAsStrings,
  fromBackendDate,
  isVerifiedStatus,
  NO_PASSWORD_REQUIREMENTS,
  passwordRequirementsOf,
  sessionLifetimeFor,
  toBackendDate,
  type Profile,
  type Registration,
  type SignedInUser,
} from './types';

/** The older backend's flat answers (the spec names its paths, not its payloads; these are the sandbox's). */
const loginAnswerSchema = z.looseObject({
  uuid: idSchema,
  session_token: idSchema,
  magento_token: z.string(),
  email: z.string().check(z.minLength(1)),
  first_name: z.string(),
  last_name: z.string(),
  is_age_verified: z.boolean(),
});

const legacyProfileSchema: z.ZodMiniType<LegacyProfile> = z.looseObject({
  uuid: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** DD/MM/YYYY */
  birth_date: z.optional(z.string()),
  phone: z.optional(z.string()),
  gender: z.optional(z.string()),
  is_age_verified: z.boolean(),
  is_pending_email_verification: z.boolean(),
  addresses: z.array(backendAddressSchema),
  extra: z.optional(z.record(z.string(), z.unknown())),
  allow_date_of_birth_update: z.optional(z.boolean()),
});

function profileOf(wire: LegacyProfile): Profile {
  return {
    isAgeVerified: wire.is_age_verified,
    isPendingEmailVerification: wire.is_pending_email_verification,
    email: wire.email,
    firstName: wire.first_name,
    lastName: wire.last_name,
    dateOfBirth: fromBackendDate(wire.birth_date),
    telephone: wire.phone ?? '',
    gender: wire.gender ?? '',
    addresses: wire.addresses.map(fromBackendAddress),
    extra: extraAsStrings(wire.extra),
    allowDateOfBirthUpdate: wire.allow_date_of_birth_update ?? true,
  };
}

const birthDate = (date: string) => (date ? toBackendDate(date, 'DD/MM/YYYY') : '');

/** The older backend (/login, /profile/{uuid}, /update-profile/...), adapted to the same interface. */
export function createOlderAccountBackend(config: AccountConfig): AccountBackend {
  const http = createOlderAccountClient(config);
  // Configuration may choose the legacy phone trio; otherwise this backend's own /send-otc and /get-verified-phone.
  const legacyPhones = phoneVerificationFor(config);
  const registerInCdp = async (registration: Registration) => {
    const { data } = await http.post('/register-cdp-user', registrationBody(registration), {
      headers: await captchaHeaders(config.captchaToken),
      schema: uuidAnswerSchema,
    });
    return { uuid: data.uuid };
  };
  const unavailable = (call: string) => async () => {
    throw new AccountCallUnavailableError(NEWER_BACKEND_ONLY_MESSAGE(call));
  };
  const signedIn = (token: string) => ({ headers: bearer(token) });
  const registrationBody = (registration: Registration) => ({
    email: registration.email,
    password: registration.password,
    first_name: registration.firstName,
    last_name: registration.lastName,
    birth_date: birthDate(registration.dateOfBirth),
    phone: registration.telephone,
    consents: registration.consents,
    custom_attributes: registration.customAttributes,
  });

  return requiringConsumerId({
    kind: 'older',
    supports: ACCOUNT_BACKEND_SUPPORTS.older,
    async signIn({ email, password, keepMeLoggedIn }) {
      const ttl = sessionLifetimeFor(config.features.keepMeLoggedIn, keepMeLoggedIn);
      const { data } = await http.post(
        '/login',
        { email, password, ...(ttl ? { session_ttl: ttl } : {}) },
        { schema: loginAnswerSchema },
      );
      return {
        uuid: data.uuid,
        token: data.session_token,
        magentoToken: data.magento_token,
        email: data.email,
        firstName: data.first_name,
        lastName: data.last_name,
        isAgeVerified: data.is_age_verified,
      };
    },
    async signOut({ token }) {
      await http.post('/logout', undefined, signedIn(token));
    },
    async isSessionValid(token) {
      try {
        const { data } = await http.post('/validate-session', { token }, { schema: validityAnswerSchema });
        return data.valid;
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return false;
        throw error;
      }
    },
    async register(registration) {
      // A market that registers its shoppers in the customer data platform says so (REGISTRATION_SERVICE=cdp).
      if (config.accountServices.registration === 'cdp') return registerInCdp(registration);
      const { data } = await http.post('/register', registrationBody(registration), {
        headers: await captchaHeaders(config.captchaToken),
        schema: uuidAnswerSchema,
      });
      return { uuid: data.uuid };
    },
    registerCdpUser: registerInCdp,
    async getSettings() {
      // Asked in the page's language as the newer backend's configuration is, should the tenant word its rules.
      const { data } = await http.get('/password-requirements', {
        headers: { 'Accept-Language': config.language },
        schema: z.nullish(passwordSettingsSchema),
      });
      // The older backend has no custom attribute definitions; its forms show none.
      return {
        passwordRequirements: data ? passwordRequirementsOf(data) : NO_PASSWORD_REQUIREMENTS,
        customAttributes: [],
      };
    },
    async forgetPassword(email) {
      await http.post('/forgot-password', { email }, { headers: await captchaHeaders(config.captchaToken) });
    },
    async resetPassword({ token, password, passwordConfirmation, action }) {
      await http.put('/reset-consumer-password', {
        token,
        password,
        password_confirmation: passwordConfirmation,
        action,
      });
    },
    async changePassword({ uuid, token }, change) {
      await http.post(
        `/consumers/${encodeURIComponent(uuid)}/change-password`,
        { current_password: change.currentPassword, new_password: change.newPassword },
        signedIn(token),
      );
    },
    async getProfile({ uuid, token }) {
      const { data } = await http.get(`/profile/${encodeURIComponent(uuid)}`, {
        ...signedIn(token),
        schema: legacyProfileSchema,
      });
      return profileOf(data);
    },
    async updateProfile({ uuid, token }, changes) {
      const { data } = await http.post(
        `/update-profile/${encodeURIComponent(uuid)}`,
        {
          first_name: changes.firstName,
          last_name: changes.lastName,
          birth_date: birthDate(changes.dateOfBirth),
          phone: changes.telephone,
          gender: changes.gender,
          extra: changes.extra,
        },
        { ...signedIn(token), schema: legacyProfileSchema },
      );
      return profileOf(data);
    },
    async createAddress({ uuid, token }, address) {
      const { data } = await http.post(
        `/update-profile/${encodeURIComponent(uuid)}/addresses`,
        toBackendAddress(address),
        {
          ...signedIn(token),
          schema: backendAddressSchema,
        },
      );
      return fromBackendAddress(data);
    },
    async updateAddress({ uuid, token }, address) {
      const { data } = await http.put(
        `/update-profile/${encodeURIComponent(uuid)}/addresses/${encodeURIComponent(address.id)}`,
        toBackendAddress(address),
        { ...signedIn(token), schema: backendAddressSchema },
      );
      return fromBackendAddress(data);
    },
    async deleteAddress({ uuid, token }, id) {
      await http.delete(
        `/update-profile/${encodeURIComponent(uuid)}/addresses/${encodeURIComponent(id)}`,
        signedIn(token),
      );
    },
    async setDefaultAddress({ uuid, token }, id, use) {
      await http.put(
        `/update-profile/${encodeURIComponent(uuid)}/addresses/${encodeURIComponent(id)}/default/${use}`,
        undefined,
        signedIn(token),
      );
    },
    async requestEmailChange({ uuid, token }, email) {
      await http.post(
        `/request-update-email/${encodeURIComponent(uuid)}`,
        { email },
        { headers: { ...bearer(token), ...(await captchaHeaders(config.captchaToken)) } },
      );
    },
    async confirmEmailChange({ uuid, token }, code) {
      await http.post('/verify-email-update', { uuid, code }, signedIn(token));
    },
    async requestPhoneCode({ token }, phone) {
      if (legacyPhones) return legacyPhones.start(phone);
      const { data } = await http.post(
        '/send-otc',
        { phone },
        {
          headers: { ...bearer(token), ...(await captchaHeaders(config.captchaToken)) },
          schema: uuidAnswerSchema,
        },
      );
      return { verificationId: data.uuid };
    },
    async confirmPhoneChange({ uuid, token }, { phone, verificationId, code }) {
      if (legacyPhones) {
        // The trio checked the code; the profile takes the number its verification validated.
        const { verified } = await legacyPhones.confirm(verificationId, code);
        if (verified)
          await http.post(
            `/update-profile/${encodeURIComponent(uuid)}/phone`,
            { phone, verification_uuid: verificationId },
            signedIn(token),
          );
        return { verified };
      }
      await http.post(
        `/update-profile/${encodeURIComponent(uuid)}/phone`,
        { phone, verification_uuid: verificationId, code },
        signedIn(token),
      );
      return { verified: (await changedPhoneStatus({ uuid, token }, phone)).verified };
    },
    async cancelAccount({ uuid, token }) {
      await http.put(`/cancel-account/${encodeURIComponent(uuid)}`, undefined, signedIn(token));
    },
    async deactivateAccount() {
      throw new AccountCallUnavailableError(DEACTIVATION_UNAVAILABLE_MESSAGE);
    },
    async requestPrivacy(request) {
      await http.post(
        '/dsar-request',
        {
          first_name: request.firstName,
          last_name: request.lastName,
          email: request.email,
          language: config.language,
          request_types: request.requestTypes,
          market: config.market,
          country: config.country,
        },
        { headers: await captchaHeaders(config.captchaToken) },
      );
    },
    updateCustomAttributes: unavailable('updateCustomAttributes'),
    setPreferredLanguage: unavailable('setPreferredLanguage'),
    hasComplaints: unavailable('hasComplaints'),
    recordAgeVerification: unavailable('recordAgeVerification'),
    async verificationStatus(identifier) {
      if (!identifier.includes('@')) return phoneStatus(identifier);
      const { data } = await http.get(`/verify/${encodeURIComponent(identifier)}`, {
        schema: statusAnswerSchema,
      });
      return { verified: isVerifiedStatus(data.status) };
    },
    async confirmEmailCode(verificationId, code) {
      await http.put(`/verify-by-uuid/${encodeURIComponent(verificationId)}`, { code });
    },
    async sendEmailCode(email) {
      const { data } = await http.post(
        '/send-email-otc',
        { email },
        { headers: await captchaHeaders(config.captchaToken), schema: uuidAnswerSchema },
      );
      return { verificationId: data.uuid };
    },
  });

  /**
   * /get-verified-phone/{phone} puts the number in its path, so a browser never calls it: it posts the number (with
   * the session that changed it) to the shop's server, which reads the status there (verificationStatusFromForm).
   */
  async function changedPhoneStatus(user: SignedInUser, phone: string) {
    return typeof document === 'undefined'
      ? phoneStatus(phone, user.token)
      : verificationStatusFromShop(user, phone);
  }

  async function phoneStatus(phone: string, token?: string) {
    const { data } = await http.get(`/get-verified-phone/${encodeURIComponent(phone)}`, {
      ...(token ? signedIn(token) : {}),
      schema: statusAnswerSchema,
    });
    return { verified: isVerifiedStatus(data.status) };
  }
}
