import * as z from 'zod/mini';
import { captchaHeaders, HttpError, validAnswer } from '../platform';
import {
  ACCOUNT_BACKEND_SUPPORTS,
  AccountCallUnavailableError,
  type AccountBackend,
  type AccountConfig,
} from './accountBackend';
import {
  CDP_REGISTRATION_UNSUPPORTED_MESSAGE,
  NO_DATA_FOUND,
  PREFERRED_LANGUAGE_ATTRIBUTE,
  requiringConsumerId,
  backendAddressSchema,
  idSchema,
  passwordSettingsSchema,
  statusAnswerSchema,
  uuidAnswerSchema,
  validityAnswerSchema,
} from './backendShared';
import { bearer, createNewerAccountClient, type components } from '../backends/account';
import { fromBackendAddress, toBackendAddress } from '../address';
import { newerPhoneVerification, phoneVerificationFor } from './phoneVerification';
import {
  extraAsStrings,
  fromBackendDate,
  isVerifiedStatus,
  passwordRequirementsOf,
  sessionLifetimeFor,
  toBackendDate,
  toNewerBackendPhone,
  type CustomAttribute,
  type Profile,
} from './types';

type WireProfile = components['schemas']['Profile'];

export function profileOf(wire: WireProfile): Profile {
  return {
    isAgeVerified: wire.is_age_verified,
    isPendingEmailVerification: wire.is_pending_email_verification,
    email: wire.personalInfo.email,
    firstName: wire.personalInfo.firstname,
    lastName: wire.personalInfo.lastname,
    dateOfBirth: fromBackendDate(wire.personalInfo.dob),
    telephone: wire.personalInfo.telephone ?? '',
    gender: wire.personalInfo.gender ?? '',
    addresses: (wire.addresses ?? []).map(fromBackendAddress),
    extra: extraAsStrings(wire.extra),
    allowDateOfBirthUpdate: wire.meta?.allow_date_of_birth_update ?? true,
  };
}

/** Every answer of the newer backend is an envelope; a 2xx without its data is a broken answer, not an empty one. */
function dataOf<T>(schema: z.ZodMiniType<T>, answer: { data?: unknown } | undefined): T {
  if (!answer || answer.data === undefined) throw new Error(NO_DATA_FOUND);
  return validAnswer(schema, answer.data, 'account');
}

/* The generated OpenAPI types say what the client may send; these say what it believes when it reads (the same shapes). */
const personalInfoSchema = z.looseObject({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.optional(z.string()),
  telephone: z.optional(z.string()),
  gender: z.optional(z.string()),
});

const profileSchema: z.ZodMiniType<WireProfile> = z.looseObject({
  is_age_verified: z.boolean(),
  is_pending_email_verification: z.boolean(),
  personalInfo: personalInfoSchema,
  addresses: z.optional(z.array(backendAddressSchema)),
  extra: z.optional(z.record(z.string(), z.unknown())),
  purposes: z.optional(
    z.array(z.looseObject({ id: z.string(), accepted: z.boolean(), one_off: z.boolean() })),
  ),
  meta: z.optional(z.looseObject({ allow_date_of_birth_update: z.boolean() })),
});

const sessionSchema = z.looseObject({
  user_uuid: idSchema,
  token: idSchema,
  magento_token: z.string(),
  profile: profileSchema,
});

const registeredSchema = z.looseObject({ user_uuid: idSchema });

const usersConfigurationSchema = z.looseObject({
  custom_attributes: z.array(z.looseObject({ code: z.string(), type: z.string(), label: z.string() })),
  password: passwordSettingsSchema,
});

const customAttributesSavedSchema = z.looseObject({
  date_of_birth: z.nullish(z.string()),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
const complaintsSchema = z.looseObject({ has_complaints: z.boolean() });

/** The newer backend, through the client generated from its OpenAPI document. */
export function createNewerAccountBackend(config: AccountConfig): AccountBackend {
  const api = createNewerAccountClient(config);
  const phones = newerOrChosenPhoneVerification(config);
  const signedIn = (token: string) => ({ headers: bearer(token) });
  const dob = (date: string) => toBackendDate(date, 'YYYY-MM-DD');

  return requiringConsumerId({
    kind: 'newer',
    supports: ACCOUNT_BACKEND_SUPPORTS.newer,
    async signIn({ email, password, keepMeLoggedIn }) {
      const ttl = sessionLifetimeFor(config.features.keepMeLoggedIn, keepMeLoggedIn);
      const { data } = await api.POST('/users/authentication/sessions', {
        body: {
          strategy: config.features.loginStrategy,
          strategy_data: { identifier: email, password },
          ...(ttl ? { session_ttl: ttl } : {}),
        },
      });
      const { user_uuid, token, magento_token, profile } = dataOf(sessionSchema, data);
      return {
        uuid: user_uuid,
        token,
        magentoToken: magento_token,
        email: profile.personalInfo.email,
        firstName: profile.personalInfo.firstname,
        lastName: profile.personalInfo.lastname,
        isAgeVerified: profile.is_age_verified,
      };
    },
    async signOut({ token }) {
      await api.DELETE('/users/authentication/sessions', signedIn(token));
    },
    async isSessionValid(token) {
      try {
        const { data } = await api.POST('/users/authentication/sessions/validate', { body: { token } });
        return dataOf(validityAnswerSchema, data).valid;
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return false;
        throw error;
      }
    },
    async register(registration) {
      const { data } = await api.POST('/users/register', {
        headers: await captchaHeaders(config.captchaToken),
        body: {
          email: registration.email,
          password: registration.password,
          firstname: registration.firstName,
          lastname: registration.lastName,
          ...(registration.dateOfBirth ? { dob: dob(registration.dateOfBirth) } : {}),
          ...(registration.telephone ? { telephone: toNewerBackendPhone(registration.telephone) } : {}),
          consents: registration.consents,
          custom_attributes: registration.customAttributes,
        },
      });
      return { uuid: dataOf(registeredSchema, data).user_uuid };
    },
    async registerCdpUser() {
      throw new AccountCallUnavailableError(CDP_REGISTRATION_UNSUPPORTED_MESSAGE);
    },
    async getSettings() {
      // The custom attributes' labels are the tenant's words: asked for in the page's language.
      const { data } = await api.GET('/api/users/configuration', {
        params: { header: { 'Accept-Language': config.language } },
      });
      const settings = dataOf(usersConfigurationSchema, data);
      return {
        passwordRequirements: passwordRequirementsOf(settings.password),
        customAttributes: settings.custom_attributes as CustomAttribute[],
      };
    },
    async forgetPassword(email) {
      await api.POST('/users/authentication/password/forget', {
        headers: await captchaHeaders(config.captchaToken),
        body: { email },
      });
    },
    async resetPassword({ token, password, passwordConfirmation, action }) {
      await api.POST('/users/authentication/password/change/{token}', {
        params: { path: { token } },
        body: { password, password_confirmation: passwordConfirmation, action },
      });
    },
    async changePassword({ token }, change) {
      await api.POST('/users/authentication/password/change', {
        ...signedIn(token),
        body: {
          current_password: change.currentPassword,
          new_password: change.newPassword,
          new_password_confirmation: change.newPasswordConfirmation,
        },
      });
    },
    async getProfile({ uuid, token }) {
      const { data } = await api.GET('/users/{uuid}/profile', {
        params: { path: { uuid } },
        ...signedIn(token),
      });
      return profileOf(dataOf(profileSchema, data));
    },
    async updateProfile({ uuid, token }, changes) {
      const { data } = await api.POST('/users/{uuid}/profile', {
        params: { path: { uuid } },
        ...signedIn(token),
        body: {
          firstname: changes.firstName,
          lastname: changes.lastName,
          dob: changes.dateOfBirth ? dob(changes.dateOfBirth) : '',
          telephone: toNewerBackendPhone(changes.telephone),
          gender: changes.gender,
          extra: changes.extra,
        },
      });
      return profileOf(dataOf(profileSchema, data));
    },
    async createAddress({ uuid, token }, address) {
      const { data } = await api.POST('/users/{uuid}/addresses', {
        params: { path: { uuid } },
        ...signedIn(token),
        body: { ...toBackendAddress(address), ...phoneOf(address.telephone) },
      });
      return fromBackendAddress(dataOf(backendAddressSchema, data));
    },
    async updateAddress({ uuid, token }, address) {
      const { data } = await api.PUT('/users/{uuid}/addresses/{id}', {
        params: { path: { uuid, id: address.id } },
        ...signedIn(token),
        body: { ...toBackendAddress(address), ...phoneOf(address.telephone) },
      });
      return fromBackendAddress(dataOf(backendAddressSchema, data));
    },
    async deleteAddress({ uuid, token }, id) {
      await api.DELETE('/users/{uuid}/addresses/{id}', {
        params: { path: { uuid, id } },
        ...signedIn(token),
      });
    },
    async setDefaultAddress({ uuid, token }, id, use) {
      const path =
        use === 'billing' ? '/users/{uuid}/addresses/billing/{id}' : '/users/{uuid}/addresses/shipping/{id}';
      await api.PUT(path, { params: { path: { uuid, id } }, ...signedIn(token) });
    },
    async requestEmailChange({ uuid, token }, email) {
      await api.POST('/users/{uuid}/profile/email/request-update', {
        params: { path: { uuid } },
        headers: { ...bearer(token), ...(await captchaHeaders(config.captchaToken)) },
        body: { email },
      });
    },
    async confirmEmailChange({ uuid, token }, code) {
      await api.PATCH('/users/profile/email', { ...signedIn(token), body: { uuid, code } });
    },
    async requestPhoneCode(_user, phone) {
      return phones.start(phone);
    },
    async confirmPhoneChange({ uuid, token }, { phone, verificationId, code }) {
      const { verified } = await phones.confirm(verificationId, code);
      if (verified) {
        await api.PATCH('/users/{uuid}/profile/phone', {
          params: { path: { uuid } },
          ...signedIn(token),
          body: { phone: toNewerBackendPhone(phone), action_verification_uuid: verificationId },
        });
      }
      return { verified };
    },
    async cancelAccount({ uuid, token }) {
      await api.POST('/users/{uuid}/cancel', { params: { path: { uuid } }, ...signedIn(token) });
    },
    async deactivateAccount({ uuid, token }) {
      await api.POST('/users/{uuid}/deactivate', { params: { path: { uuid } }, ...signedIn(token) });
    },
    async requestPrivacy(request) {
      await api.POST('/users/privacy', {
        headers: await captchaHeaders(config.captchaToken),
        body: {
          first_name: request.firstName,
          last_name: request.lastName,
          email: request.email,
          language: config.language,
          request_types: request.requestTypes,
          market: config.market,
          country: config.country,
        },
      });
    },
    async updateCustomAttributes({ uuid, token }, values) {
      const { data } = await api.PATCH('/api/users/{uuid}/custom-attributes', {
        params: { path: { uuid } },
        ...signedIn(token),
        body: { custom_attributes: values },
      });
      const saved = dataOf(customAttributesSavedSchema, data);
      return {
        email: saved.email,
        firstName: saved.first_name,
        lastName: saved.last_name,
        dateOfBirth: fromBackendDate(saved.date_of_birth ?? undefined),
      };
    },
    async setPreferredLanguage({ uuid, token }, language) {
      await api.PUT('/api/users/{uuid}/custom-attributes/{customAttribute}', {
        params: { path: { uuid, customAttribute: PREFERRED_LANGUAGE_ATTRIBUTE } },
        ...signedIn(token),
        body: { value: language },
      });
    },
    async hasComplaints({ uuid, token }) {
      const { data } = await api.GET('/api/users/{uuid}/complaints', {
        params: { path: { uuid } },
        ...signedIn(token),
      });
      return dataOf(complaintsSchema, data).has_complaints;
    },
    async recordAgeVerification({ uuid, token }, verificationId) {
      await api.POST('/users/{uuid}/av', {
        params: { path: { uuid } },
        ...signedIn(token),
        body: { age_verification_uuid: verificationId },
      });
    },
    async verificationStatus(identifier) {
      const { data } = await api.GET('/users/verify/{identifier}', {
        params: { path: { identifier: isEmail(identifier) ? identifier : toNewerBackendPhone(identifier) } },
      });
      return { verified: isVerifiedStatus(dataOf(statusAnswerSchema, data).status) };
    },
    async confirmEmailCode(verificationId, code) {
      await api.PATCH('/api/action-verifications/items/{uuid}/verify', {
        params: { path: { uuid: verificationId } },
        body: { code },
      });
    },
    async sendEmailCode(email) {
      const { data } = await api.POST('/api/action-verifications/items', {
        headers: await captchaHeaders(config.captchaToken),
        body: { channel: 'email', identifier: email },
      });
      return { verificationId: dataOf(uuidAnswerSchema, data).uuid };
    },
  });
}

const isEmail = (identifier: string) => identifier.includes('@');

/** The newer backend verifies phones with its action verifications unless configuration chooses the legacy trio. */
function newerOrChosenPhoneVerification(config: AccountConfig) {
  return phoneVerificationFor(config) ?? newerPhoneVerification(config);
}

const phoneOf = (telephone: string) => (telephone ? { phone: toNewerBackendPhone(telephone) } : {});
