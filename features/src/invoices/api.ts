import { isNewerAccountBackend, type StorefrontConfig } from '../platform';
import { createInvoicesClient } from '../backends/invoices';

export type InvoicesConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** Only the newer account backend has the invoice call (spec section 7); on the older one no download is offered. */
export const offersInvoices = (config: Pick<StorefrontConfig, 'backends'>) =>
  isNewerAccountBackend(config.backends.account);

/** An order number as the shop writes them: the only thing the download route takes from the address. */
export const isOrderNumber = (value: string) => /^[A-Za-z0-9-]{1,32}$/.test(value);

/** What the downloaded file is called on the shopper's disk. */
export const invoiceFileName = (orderNumber: string) => `invoice-${orderNumber}.pdf`;

/**
 * The order's invoice from the account service, for the site's server to pass on: the shopper's token travels in a
 * POST body to the server and from there in a header, never in a URL.
 */
export function fetchInvoice(
  config: InvoicesConfig,
  identity: { uuid: string; token: string },
  orderNumber: string,
): Promise<Response> {
  return createInvoicesClient(config).invoice(identity.uuid, identity.token, orderNumber);
}
