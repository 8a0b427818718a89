import { useCallback, useState } from 'react';
import { track, useConfig, useTranslation } from '../platform';
import { engagementFailureOf, type EngagementFailure } from '../backends/engagement';
import { newsletterFromShop } from './shop';
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

  const subscribe = useCallback(
    async (email: string, topics: string[], label: string) => {
      track('tracking:activity:subscribe_block_click', { label, location });
      setState((current) => ({ ...current, pending: true, failure: undefined }));
      try {
        const { subscription } = await newsletterFromShop(language, {
          action: 'subscribe',
          request: {
            email,
            topics,
            dataProcessingAgreement: true,
            preferredLanguage: locale.split('-')[0] ?? locale,
            ...(consentId ? { consentId } : {}),
          },
        });
        if (!subscription) throw new Error('The shop answered a subscription without it');
        setState({ subscription, status: subscription.status, pending: false });
        return true;
      } catch (error) {
        setState((current) => ({ ...current, pending: false, failure: engagementFailureOf(error) }));
        return false;
      }
    },
    [consentId, language, locale, location],
  );

  const unsubscribe = useCallback(
    async (uuid: string, topics: string[]) => {
      setState((current) => ({ ...current, pending: true, failure: undefined }));
      try {
        const { status } = await newsletterFromShop(language, {
          action: 'unsubscribe',
          request: { uuid, topics, ...(consentId ? { consentId } : {}) },
        });
        track('tracking:activity:unsubscribe', { topic: topics.join(',') || 'all' });
        setState((current) => ({ ...current, status, pending: false }));
        return true;
      } catch (error) {
        setState((current) => ({ ...current, pending: false, failure: engagementFailureOf(error) }));
        return false;
      }
    },
    [consentId, language],
  );

  const reset = useCallback(() => setState({ pending: false }), []);

  return { ...state, subscribe, unsubscribe, reset };
}
