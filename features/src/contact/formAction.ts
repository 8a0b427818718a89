import type { StorefrontConfig } from '../platform';
import { createContactApi } from './api';
import { sendContactMessage } from './send';
import { contactFields, type ContactSettings, type ContactValues, type PostedContact } from './types';

/** A contact form posted before the page hydrated: the contact page's action sends it as the widget would. */
export async function contactFromForm(
  form: FormData,
  {
    config,
    t,
    settings,
  }: { config: StorefrontConfig; t: (key: string) => string; settings?: ContactSettings },
): Promise<PostedContact> {
  return sendContactMessage(contactValuesOf(form), createContactApi(config), t, settings);
}

/** The contact form's fields as typed. */
export const contactValuesOf = (form: FormData) =>
  Object.fromEntries(
    contactFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as ContactValues;
