import { useCallback, useEffect, useMemo, useState } from 'react';
import { track, useConfig, useStoredUser, useTranslation } from '../platform';
import {
  newsletterFailureOf,
  newsletterFromShop,
  preferredLanguageOf,
  type NewsletterFailure,
  type NewsletterSession,
} from './shop';
import type { NewsletterStatus, NewsletterSubscription } from './types';

export interface NewsletterState {
  subscription?: NewsletterSubscription;
  /** After unsubscribing: the status the shopper has for the topics they left. */
  status?: NewsletterStatus;
  failure?: NewsletterFailure;
  pending: boolean;
}

/**
 * Subscribing and unsubscribing from one form: the page's language is the subscriber's preferred language, and the
 * answer's status is kept for the form to show in words.
 */
export function useNewsletter({
  consentId,
  location,
  readSaved = false,
}: {
  consentId?: string;
  location: string;
  /** The account's page: the signed-in shopper's saved subscription is read and shown, its topics chosen. */
  readSaved?: boolean;
}) {
  const { language } = useConfig();
  const { locale } = useTranslation();
  const [state, setState] = useState<NewsletterState>({ pending: false });
  // The subscription as the service keeps it: its topics are those a new choice adds to or leaves.
  const [saved, setSaved] = useState<NewsletterSubscription>();
  // A signed-in shopper's session goes with each post: only then may the shop read or change their subscription.
  const user = useStoredUser();
  const uuid = user?.uuid;
  const token = user?.session_token;
  const session = useMemo<NewsletterSession | undefined>(
    () => (uuid && token ? { uuid, token } : undefined),
    [uuid, token],
  );

  useEffect(() => {
    if (!readSaved || !session) return;
    let current = true;
    newsletterFromShop(language, { action: 'read' }, session).then(
      ({ subscription }) => {
        if (!current || !subscription) return;
        setSaved(subscription);
        // A change the shopper already made speaks for itself.
        setState((now) =>
          now.status || now.pending ? now : { subscription, status: subscription.status, pending: false },
        );
      },
      // Unread, the form stays as it is: the shopper can still choose and save.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, readSaved, session]);

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
        // A saved topic no longer chosen is left: the service adds topics when subscribing, never drops them.
        const left = saved?.topics.filter((topic) => !topics.includes(topic)) ?? [];
        const after =
          left.length && answer.subscription
            ? await newsletterFromShop(
                language,
                { action: 'unsubscribe', request: { topics: left, ...(consentId ? { consentId } : {}) } },
                session,
              ).then(() => ({ ...answer.subscription!, topics }))
            : answer.subscription;
        // A guest hears only that a confirmation is on its way; the signed-in shopper gets their subscription back.
        const status = after?.status ?? answer.status;
        if (!status) throw new Error('The shop answered a subscription without its status');
        if (after) setSaved(after);
        setState({ ...(after ? { subscription: after } : {}), status, pending: false });
        return true;
      } catch (error) {
        setState((current) => ({ ...current, pending: false, failure: newsletterFailureOf(error) }));
        return false;
      }
    },
    [consentId, language, locale, location, saved, session],
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
        // Leaving no topic in particular leaves every topic.
        const kept = (saved: string[]) =>
          topics.length ? saved.filter((topic) => !topics.includes(topic)) : [];
        setSaved((now) => now && { ...now, topics: kept(now.topics) });
        setState((current) => ({ ...current, status, pending: false }));
        return true;
      } catch (error) {
        setState((current) => ({ ...current, pending: false, failure: newsletterFailureOf(error) }));
        return false;
      }
    },
    [consentId, language, session],
  );

  const reset = useCallback(() => setState({ pending: false }), []);

  return { ...state, saved, subscribe, unsubscribe, reset };
}
