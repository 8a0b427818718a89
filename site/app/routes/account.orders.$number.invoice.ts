import { data } from 'react-router';
import { HttpError, ConnectionError } from '@storefront/features/platform';
import { fetchInvoice, invoiceFileName, isOrderNumber, offersInvoices } from '@storefront/features/invoices';
import { shopConfig } from '../config.server';
import { postedForm, postOnly } from '../postedForm.server';
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
  if (!offersInvoices(config)) throw data('Invoices are not offered by this shop.', { status: 404 });
  if (!isOrderNumber(params.number)) throw data('There is no such order.', { status: 404 });
  if (typeof uuid !== 'string' || !uuid || typeof token !== 'string' || !token)
    throw data('Please sign in to download the invoice.', { status: 401 });
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
    if (error instanceof HttpError && [401, 403, 404].includes(error.status))
      throw data(error.userMessage, { status: error.status === 403 ? 401 : error.status });
    if (error instanceof HttpError || error instanceof ConnectionError)
      throw data('The invoice service is unavailable.', { status: 502 });
    throw error;
  }
}

export const loader = postOnly;
