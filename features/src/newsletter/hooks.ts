import { useCallback, useMemo, useState } from 'react';
import { track, useConfig, useStoredUser, useTranslation } from '../platform';
import { engagementFailureOf, type EngagementFailure } from '../backends/engagement';
import { newsletterFromShop, preferredLanguageOf, type NewsletterSession } from './shop';
import type { NewsletterStatus, NewsletterSubscription } from './types';

export interface NewsletterState {
  subscription?: NewsletterSubscription;
  /** After unsubscribing: the status the shopper has for the topics they left. */
  status?: NewsletterStatus;
  failure?: EngagementFailure;
  pending: boolean;
}

/**
 * Subscribing and unsubscribing from one form: the page's language is the subscriber's preferred language, and the
 * answer's status is kept for the form to show in words.
 */
export function useNewsletter({ consentId, location }: { consentId?: string; location: string }) {
  const { language } = useConfig();
  const { locale } = useTranslation();
  const [state, setState] = useState<NewsletterState>({ pending: false });
  // A signed-in shopper's session goes with each post: only then may the shop read or change their subscription.
  const user = useStoredUser();
  const uuid = user?.uuid;
  const token = user?.session_token;
  const session = useMemo<NewsletterSession | undefined>(
    () => (uuid && token ? { uuid, token } : undefined),
    [uuid, token],
  );

  const subscribe = useCallback(
    async (email: string, topics: string[], label: string) => {
      track('tracking:activity:subscribe_block_click', { label, location });
      setState((current) => ({ ...current, pending: true, failure: undefined }));
      try {
        const answer = await newsletterFromShop(
          language,
          {
            action: 'subscribe',
            request: {
              email,
              topics,
              dataProcessingAgreement: true,
              preferredLanguage: preferredLanguageOf(locale),
              ...(consentId ? { consentId } : {}),
            },
          },
          session,
        );
        // A guest hears only that a confirmation is on its way; the signed-in shopper gets their subscription back.
        const status = answer.subscription?.status ?? answer.status;
        if (!status) throw new Error('The shop answered a subscription without its status');
        setState({
          ...(answer.subscription ? { subscription: answer.subscription } : {}),
          status,
          pending: false,
        });
        return true;
      } catch (error) {
        setState((current) => ({ ...current, pending: false, failure: engagementFailureOf(error) }));
        return false;
      }
    },
    [consentId, language, locale, location, session],
  );

  /** Leaves the topics given (or every topic) of the signed-in shopper's own subscription. */
  const unsubscribe = useCallback(
    async (topics: string[]) => {
      setState((current) => ({ ...current, pending: true, failure: undefined }));
      try {
        const { status } = await newsletterFromShop(
          language,
          { action: 'unsubscribe', request: { topics, ...(consentId ? { consentId } : {}) } },
          session,
        );
        track('tracking:activity:unsubscribe', { topic: topics.join(',') || 'all' });
        setState((current) => ({ ...current, status, pending: false }));
        return true;
      } catch (error) {
        setState((current) => ({ ...current, pending: false, failure: engagementFailureOf(error) }));
        return false;
      }
    },
    [consentId, language, session],
  );

  const reset = useCallback(() => setState({ pending: false }), []);

  return { ...state, subscribe, unsubscribe, reset };
}
