import { useCallback, useMemo, useState } from 'react';
import { useConfig, useStoredUser, useTranslation } from '../platform';
import { createContactApi } from './api';
import { sendContactMessage } from './send';
import type { ContactSettings, ContactValues, PostedContact } from './types';

/** Sends the contact form from the browser; a signed-in shopper's uuid goes with it as the user. */
export function useContactForm(settings: ContactSettings = {}) {
  const config = useConfig();
  const { t } = useTranslation();
  const uuid = useStoredUser()?.uuid;
  const api = useMemo(() => createContactApi(config), [config]);
  const [result, setResult] = useState<PostedContact>();
  const [pending, setPending] = useState(false);
  const send = useCallback(
    async (values: ContactValues) => {
      setPending(true);
      const answer = await sendContactMessage(values, api, (key) => t(key), {
        user: uuid ?? null,
        ...settings,
      });
      setResult(answer);
      setPending(false);
      return answer;
    },
    [api, t, uuid, settings],
  );
  return { send, result, pending };
}
