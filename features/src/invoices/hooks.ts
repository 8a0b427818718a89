import { useState } from 'react';
import { useStoredUser, useTranslation, identityOf } from '../platform';
import { invoiceFileName } from './api';

export type InvoiceDownload = 'idle' | 'downloading' | 'done' | 'failed';

/** The shop's words for a refused download, by the status the site's invoice route answered with. */
const failureKey = (status: number) =>
  status === 401
    ? 'invoices.error.session'
    : status === 404
      ? 'invoices.error.missing'
      : 'invoices.error.failed';

/**
 * Downloads the order's invoice through the site's own route: the identity token goes in the POST body, the route
 * fetches the PDF on the server and answers it as an attachment, which is handed to the browser as a file.
 */
export function useInvoiceDownload(orderNumber: string, route: string) {
  const { t } = useTranslation();
  const identity = identityOf(useStoredUser());
  const [state, setState] = useState<InvoiceDownload>('idle');
  const [message, setMessage] = useState('');

  const download = async () => {
    if (!identity) return;
    setState('downloading');
    setMessage('');
    const form = new FormData();
    form.set('uuid', identity.uuid);
    form.set('token', identity.token);
    try {
      const response = await fetch(route, { method: 'POST', body: form });
      if (!response.ok) throw new Error(failureKey(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = invoiceFileName(orderNumber);
      link.click();
      // The click has handed the file over; the object URL can go after the current task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState('done');
      setMessage(t('invoices.ready', { number: orderNumber }));
    } catch (error) {
      setState('failed');
      const key =
        error instanceof Error && error.message.startsWith('invoices.')
          ? error.message
          : 'invoices.error.failed';
      setMessage(t(key));
    }
  };

  return { signedIn: Boolean(identity), state, message, download };
}
