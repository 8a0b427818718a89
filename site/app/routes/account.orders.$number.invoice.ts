import { data } from 'react-router';
import { HttpError, ConnectionError } from '@storefront/features/platform';
import { fetchInvoice, invoiceFileName, isOrderNumber, offersInvoices } from '@storefront/features/invoices';
import { shopConfig } from '../lib/config.server';
import { requestWords } from '../lib/language.server';
import { postedForm, postOnly } from '../lib/postedForm.server';
import type { Route } from './+types/account.orders.$number.invoice';

/**
 * The order's invoice as a download. The browser posts the shopper's uuid and identity token (a token never goes in
 * a URL); this server asks the account service with them and streams the PDF back as an attachment.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await postedForm(request, 'formOnly');
  const uuid = form.get('uuid');
  const token = form.get('token');
  const config = shopConfig();
  // The order page words a refusal by its status; the body says it in the page's language for a browser that shows it.
  const t = await requestWords(request);
  if (!offersInvoices(config)) throw data(t('invoices.error.notOffered'), { status: 404 });
  if (!isOrderNumber(params.number)) throw data(t('invoices.error.noSuchOrder'), { status: 404 });
  if (typeof uuid !== 'string' || !uuid || typeof token !== 'string' || !token)
    throw data(t('invoices.error.session'), { status: 401 });
  try {
    const invoice = await fetchInvoice(config, { uuid, token }, params.number);
    return new Response(invoice.body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFileName(params.number)}"`,
        // The shopper's own document: never kept by a shared cache.
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    // The service's status tells the page what to say (401 sign in again, 404 none yet); anything else is a 502.
    if (error instanceof HttpError && [401, 403, 404].includes(error.status)) {
      const status = error.status === 403 ? 401 : error.status;
      throw data(
        error.userMessage ?? t(status === 401 ? 'invoices.error.session' : 'invoices.error.missing'),
        {
          status,
        },
      );
    }
    if (error instanceof HttpError || error instanceof ConnectionError)
      throw data(t('invoices.error.failed'), { status: 502 });
    throw error;
  }
}

export const loader = postOnly;
