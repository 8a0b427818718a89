import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  swrPresets,
  track,
  updateStoredUser,
  useConfig,
  failureOf,
  shopFailure,
  useStoredUser,
  type ShopperFailure,
} from '../platform';
import { useAccountBackend, useSignedInUser } from '../account';
import { ageVerificationBackendFor, pollAsyncVerification } from './api';
import type { AgeVerificationMethod, VerificationWorkflow } from './types';

export function useAgeVerificationBackend() {
  const config = useConfig();
  return useMemo(() => ageVerificationBackendFor(config), [config]);
}

/** The methods offered in the shop's country and whether the tenant verifies silently (cached for good, spec section 9). */
export function useAgeVerificationMethods() {
  const backend = useAgeVerificationBackend();
  const config = useConfig();
  const { data, error, mutate } = useSWR(
    ['age-verification-methods', config.backends.account, config.country],
    async () => {
      const [methods, hidden] = await Promise.all([
        backend.getMethods(config.country),
        backend.hasHiddenVerification(),
      ]);
      return { methods, hidden };
    },
    swrPresets.verificationMethods,
  );
  return {
    methods: data?.methods,
    hasHiddenVerification: data?.hidden === true,
    loadFailed: error !== undefined,
    retry: () => void mutate(),
  };
}

export interface VerificationDetails {
  email: string;
  firstName: string;
  lastName: string;
  /** ISO date. */
  dateOfBirth: string;
}

export type VerificationState =
  | { step: 'idle' }
  | { step: 'checking' }
  /** verificationId: the passed check's uuid, which a cart takes as proof (setAgeVerificationOnCart). */
  | { step: 'verified'; verificationId?: string }
  | { step: 'failed'; failure: ShopperFailure }
  | { step: 'pending' };

export interface VerifyOptions {
  /** The workflow a synchronous method runs (spec section 7: workflow_name, workflow_definition_id). */
  workflow: VerificationWorkflow;
  /** Where the provider sends the shopper back after an async check. */
  callback: string;
  pollIntervalMs?: number;
  pollAttempts?: number;
}

/**
 * Runs a verification: synchronous methods answer at once; async ones start, then are polled until success or
 * failed. Only a performed verification changes the stored user; a verified shopper is marked as an adult.
 */
export function useVerifyAge({ workflow, callback, pollIntervalMs, pollAttempts }: VerifyOptions) {
  const backend = useAgeVerificationBackend();
  const account = useAccountBackend();
  const user = useSignedInUser();
  const config = useConfig();
  const [state, setState] = useState<VerificationState>({ step: 'idle' });

  const verify = useCallback(
    async (method: AgeVerificationMethod, details: VerificationDetails): Promise<VerificationState> => {
      const settle = (next: VerificationState) => {
        setState(next);
        return next;
      };
      setState({ step: 'checking' });
      track('tracking:activity:hard_age_verification_start', { method: method.code });
      try {
        let verified: boolean;
        let verificationId: string | undefined;
        if (method.isAsync) {
          const started = await backend.startAsyncVerification({
            email: details.email,
            methodCode: method.code,
            countryCode: config.country,
            dateOfBirth: details.dateOfBirth,
            firstName: details.firstName,
            lastName: details.lastName,
            callback,
          });
          const outcome = started.verificationPerformed
            ? started
            : await pollAsyncVerification(backend, started.uuid, {
                ...(pollIntervalMs === undefined ? {} : { intervalMs: pollIntervalMs }),
                ...(pollAttempts === undefined ? {} : { attempts: pollAttempts }),
              });
          if (!outcome.verificationPerformed) return settle({ step: 'pending' });
          verified = outcome.status === 'success';
          verificationId = outcome.uuid;
        } else {
          const result = await backend.verify({ email: details.email, method: method.code, workflow });
          if (!result.verificationPerformed) return settle({ step: 'pending' });
          verified = result.isVerified;
          verificationId = result.uuid;
        }
        if (!verified) return settle({ step: 'failed', failure: shopFailure('ageVerification.failed') });
        // The newer backend keeps the passed check on the account itself (POST /users/{uuid}/av).
        if (user && verificationId && account.supports.recordAgeVerification)
          await account.recordAgeVerification(user, verificationId);
        updateStoredUser({ is_age_verified: true });
        track('tracking:activity:hard_age_verification_success', { method: method.code });
        return settle({ step: 'verified', ...(verificationId ? { verificationId } : {}) });
      } catch (error) {
        return settle({ step: 'failed', failure: failureOf(error) });
      }
    },
    [backend, account, user, config.country, callback, workflow, pollIntervalMs, pollAttempts],
  );

  return { state, verify };
}

/** Whether the signed-in shopper is already a verified adult. */
export function useIsAgeVerified(): boolean {
  return useStoredUser()?.is_age_verified === true;
}
