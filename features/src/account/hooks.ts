import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { HttpError, swrPresets, updateStoredUser, useConfig, type StorefrontConfig } from '../platform';
import { accountBackendFor } from './api';
import { useAccountCall, useSignedInUser, type AccountErrorKeys } from './sessionHooks';
import { oneTimeCodeFromShop, type OneTimeCodeStep } from './oneTimeCodes';
import { verificationStatusFromShop } from './verificationStatus';
import type { Address } from '../address';
import { type PrivacyRequest, type ProfileChanges, type SignedInUser } from './types';

export { accountBackendFor };

export function useAccountBackend() {
  const config = useConfig();
  return useMemo(() => accountBackendFor(config), [config]);
}

export { accountFailureOf, useAccountCall, useSignedInUser, type AccountErrorKeys } from './sessionHooks';

/** The account service refused the e-mail address and password (not: could not be reached). */
export const isWrongCredentials = (error: unknown) =>
  error instanceof HttpError && (error.status === 401 || error.status === 400);

/** What a failed sign-in says, in the browser or in the route's action: the account service refusing the details. */
export const signInErrorKeys: AccountErrorKeys = {
  refused: 'account.signIn.wrongCredentials',
  unauthorized: 'account.signIn.wrongCredentials',
  failed: 'account.signIn.failed',
};

const codeRefusedKeys: AccountErrorKeys = { refused: 'account.codeRefused' };
/** A password link is a one-time code too: a 404 means it expired or was used, and only a new link helps. */
export const resetLinkKeys: AccountErrorKeys = { gone: 'account.password.linkGone' };

/**
 * Confirms an e-mail or phone change with the one-time code the shopper typed. Both backends answer 400 to a wrong,
 * spent or expired code, so a refusal is said as just that, and refused tells the widget to mark the code field.
 */
export function useConfirmCode<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) {
  const confirm = useAccountCall(call, codeRefusedKeys);
  return { ...confirm, refused: confirm.status === 400 };
}

/**
 * The contact details' one-time code steps for the signed-in shopper, each sent and checked through the shop's server
 * (which throttles them), in the page's language.
 */
export function useOneTimeCode() {
  const user = useSignedInUser();
  const { language } = useConfig();
  return useCallback(
    (step: OneTimeCodeStep) => {
      if (!user) throw new HttpError(401, null, 'Not signed in');
      return oneTimeCodeFromShop(user, language, step);
    },
    [language, user],
  );
}

/**
 * Whether the signed-in shopper's own e-mail address or phone number is verified, asked of the shop's server (the
 * status paths hold the address, so the browser never calls them).
 */
export function useVerificationStatus(identifier: string) {
  const user = useSignedInUser();
  return useSWR(user && identifier ? ['account-verification', user.uuid, identifier] : null, () =>
    verificationStatusFromShop(user!, identifier),
  );
}

/** Password rules and custom attributes, read once per backend. */
export function useAccountSettings() {
  const backend = useAccountBackend();
  const config = useConfig();
  return useSWR(accountSettingsKey(config), () => backend.getSettings(), swrPresets.authMethods);
}

/** The cache key of the account settings, so a route can hand them in with the first HTML. */
export const accountSettingsKey = (config: StorefrontConfig) => [
  'account-settings',
  config.backends.account,
  // The custom attributes' labels come in the page's language.
  config.language,
];

/**
 * The shopper's profile (personal data, addresses, custom attributes). It is cached per account, not per session: when
 * a session expires and the shopper signs in again (in another tab, as the expiry message asks), the profile is read
 * again with the new session while what is on screen stays, so a form they were filling in keeps what they typed.
 */
export function useProfile() {
  const backend = useAccountBackend();
  const user = useSignedInUser();
  const profile = useSWR(profileKey(user), () => backend.getProfile(user!));
  const { mutate } = profile;
  const token = user?.token;
  const readWith = useRef(token);
  useEffect(() => {
    const previous = readWith.current;
    readWith.current = token;
    // Only a session that replaced another reads again here; a first sign-in or another account loads by its key.
    if (previous && token && previous !== token) void mutate();
  }, [mutate, token]);
  return profile;
}

const profileKey = (user: SignedInUser | null) => (user ? ['account-profile', user.uuid] : null);

/**
 * Reads the profile again after a change made outside the profile form (an e-mail address or phone number confirmed
 * with a code), so every widget showing the profile follows it.
 */
export function useReloadProfile() {
  const user = useSignedInUser();
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(profileKey(user)), [mutate, user]);
}

/** Saves personal data; the stored user follows only a save the server accepted, so it never shows unsaved names. */
export function useSaveProfile() {
  const backend = useAccountBackend();
  const user = useSignedInUser();
  // The cache's mutate, not another useProfile: each of those would read the profile again after a new session.
  const { mutate } = useSWRConfig();
  const save = useCallback(
    async (changes: ProfileChanges) => {
      if (!user) throw new HttpError(401, null, 'Not signed in');
      const saved = await backend.updateProfile(user, changes);
      updateStoredUser({ first_name: saved.firstName, last_name: saved.lastName });
      await mutate(profileKey(user), saved, { revalidate: false });
      return saved;
    },
    [backend, mutate, user],
  );
  return useAccountCall(save);
}

/**
 * Custom attributes saved on their own (newer backend's PATCH /api/users/{uuid}/custom-attributes); the profile is
 * read again so every widget showing it follows.
 */
export function useSaveCustomAttributes() {
  const backend = useAccountBackend();
  const user = useSignedInUser();
  const { mutate } = useSWRConfig();
  const save = useCallback(
    async (values: Record<string, string>) => {
      if (!user) throw new HttpError(401, null, 'Not signed in');
      await backend.updateCustomAttributes(user, values);
      await mutate(profileKey(user));
      return true;
    },
    [backend, mutate, user],
  );
  return useAccountCall(save);
}

/** Address book changes; the profile is read again after each so defaults moved by the server show. */
export function useAddressBook() {
  const backend = useAccountBackend();
  const user = useSignedInUser();
  const profile = useProfile();
  const change = useCallback(
    async (action: 'save' | 'delete' | 'billing' | 'shipping', address: Address) => {
      if (!user) throw new HttpError(401, null, 'Not signed in');
      if (action === 'save')
        await (address.id
          ? backend.updateAddress(user, { ...address, id: address.id })
          : backend.createAddress(user, address));
      else if (action === 'delete') await backend.deleteAddress(user, address.id!);
      else await backend.setDefaultAddress(user, address.id!, action);
      await profile.mutate();
      return true;
    },
    [backend, profile, user],
  );
  return {
    addresses: profile.data?.addresses,
    isLoading: profile.isLoading,
    loadError: profile.error,
    ...useAccountCall(change),
  };
}

/** A privacy (data subject) request; guests may send one too, so no session is needed. */
export function useRequestPrivacy() {
  const backend = useAccountBackend();
  return useAccountCall(
    useCallback(async (request: PrivacyRequest) => (await backend.requestPrivacy(request), true), [backend]),
  );
}

/** Whether the signed-in shopper has complaints on file; undefined data where the backend has no such call. */
export function useComplaints() {
  const backend = useAccountBackend();
  const user = useSignedInUser();
  const supported = backend.supports.complaints;
  const result = useSWR(
    user && supported ? ['account-complaints', backend.kind, user.uuid, user.token] : null,
    () => backend.hasComplaints(user!),
  );
  return { ...result, signedIn: user !== null, supported };
}
