import { useState } from 'react';
import { identityOf, shopFailure, useStoredUser, type ShopperFailure } from '../platform';
import { invoiceFileName } from './api';

export type InvoiceDownload = 'idle' | 'downloading' | 'done' | 'failed';

/** A refused download as a failure the widget words, by the status the site's invoice route answered with. */
const refusalOf = (status: number): ShopperFailure =>
  shopFailure(
    status === 401
      ? 'invoices.error.session'
      : status === 404
        ? 'invoices.error.missing'
        : 'invoices.error.failed',
  );

/**
 * Downloads the order's invoice through the site's own route: the identity token goes in the POST body, the route
 * fetches the PDF on the server and answers it as an attachment, which is handed to the browser as a file. A refusal
 * comes back as a state (`failure`), which the widget words in the page's language.
 */
export function useInvoiceDownload(orderNumber: string, route: string) {
  const identity = identityOf(useStoredUser());
  const [state, setState] = useState<InvoiceDownload>('idle');
  const [failure, setFailure] = useState<ShopperFailure>();

  const download = async () => {
    if (!identity) return;
    setState('downloading');
    setFailure(undefined);
    const form = new FormData();
    form.set('uuid', identity.uuid);
    form.set('token', identity.token);
    try {
      const response = await fetch(route, { method: 'POST', body: form });
      if (!response.ok) {
        setState('failed');
        setFailure(refusalOf(response.status));
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = invoiceFileName(orderNumber);
      link.click();
      // The click has handed the file over; the object URL can go after the current task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState('done');
    } catch {
      setState('failed');
      setFailure(shopFailure('invoices.error.failed'));
    }
  };

  return { signedIn: Boolean(identity), state, failure, download };
}
