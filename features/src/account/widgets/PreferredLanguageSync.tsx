import { useEffect } from 'react';
import { isLanguage, useConfig, type Language } from '../../platform';
import { accountBackendSupports } from '../accountBackend';
import { loadAccountBackend } from '../loadAccountBackend';
import { useSignedInUser } from '../sessionHooks';

/** The language this browser last agreed with the account service, per session: `{ session, language }`. */
export const PREFERRED_LANGUAGE_KEY = 'storefront.preferredLanguage';

interface Synced {
  session: string;
  language: string;
}

function readSynced(): Synced | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PREFERRED_LANGUAGE_KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as Synced) : undefined;
  } catch {
    return undefined;
  }
}
const writeSynced = (synced: Synced) => localStorage.setItem(PREFERRED_LANGUAGE_KEY, JSON.stringify(synced));

const thisPage = () => location.pathname + location.search + location.hash;

/** Switches the page's language the way the footer's switch does: the `lang` cookie, then on to `returnTo`. */
export function submitLanguageChoice(language: Language, returnTo = thisPage()): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/preferences/language';
  for (const [name, value] of [
    ['language', language],
    ['returnTo', returnTo],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name!;
    input.value = value!;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export interface PreferredLanguageSyncProps {
  /** How a saved preference becomes the page's language, then leads to a path (tests pass a spy). */
  switchLanguage?: (language: Language, returnTo: string) => void;
  /** Where the shopper goes once the language is switched: the page they are on. */
  returnPath?: () => string;
  /**
   * True while the page is about to move on by itself (the sign-in page forwarding a shopper who has just signed in to
   * `next`): the sync waits for the page it leads to. Switching from the sign-in page raced its forward, and the
   * shopper could land on `next` in the page's language, with that language then saved over their preference.
   */
  waitWhile?: boolean;
}

/**
 * The shopper's preferred language on the newer account backend (custom attribute preferredLanguage). On the first page
 * of a session a saved preference sets the shop's language; afterwards, a language the shopper switches to while signed
 * in is saved as their preference. Renders nothing where the backend offers no custom attributes (the older one).
 */
export function PreferredLanguageSync({
  switchLanguage = submitLanguageChoice,
  returnPath = thisPage,
  waitWhile = false,
}: PreferredLanguageSyncProps) {
  const config = useConfig();
  const { language } = config;
  const user = useSignedInUser();

  useEffect(() => {
    if (!user || waitWhile || !accountBackendSupports(config).customAttributes) return;
    const { token } = user;
    const synced = readSynced();
    // Most pages find the session and language already agreed: the account backend loads only when they are not.
    if (synced?.session === token && synced.language === language) return;
    let cancelled = false;
    const sync = async () => {
      const backend = await loadAccountBackend(config);
      if (synced?.session !== token) {
        // A new session: the account's saved preference, if any, wins over the page's language.
        const preferred = (await backend.getProfile(user)).extra.preferredLanguage;
        if (cancelled) return;
        if (isLanguage(preferred) && preferred !== language) {
          writeSynced({ session: token, language: preferred });
          switchLanguage(preferred, returnPath());
          return;
        }
        writeSynced({ session: token, language });
        return;
      }
      await backend.setPreferredLanguage(user, language);
      if (!cancelled) writeSynced({ session: token, language });
    };
    // A failed sync only loses a convenience; the page and the shopper's choice stand.
    sync().catch((error: unknown) => console.warn('[account] preferred language not synced', error));
    return () => {
      cancelled = true;
    };
  }, [config, user, language, switchLanguage, returnPath, waitWhile]);

  return null;
}
