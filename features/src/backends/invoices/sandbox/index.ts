import type { RequestHandler } from 'msw';
import { hasTenant } from '../../../platform/sandbox/requests';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { signedInAs } from '../../account/sandbox';
import { sandboxCustomerIdOfShopper, sandboxOrderStatus } from '../../commerce/sandbox';
import type { paths } from '../generated/invoices-evo';
import { invoicePdf } from './pdf';

export { invoicePdf } from './pdf';

const failure = (status: number, message: string) =>
  Response.json({ code: status, message, data: null }, { status });

/** The newer account backend's invoices: a shopper's own orders only, as a small real PDF. */
export const handlers: RequestHandler[] = [
  createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.accountEvo}` }).get(
    '/users/{uuid}/orders/{id}/invoice/',
    ({ request, params }) => {
      if (!hasTenant(request)) return failure(403, 'Unknown tenant.');
      const me = signedInAs(request.headers.get('authorization'), params.uuid);
      if (!me.ok) return failure(me.status, me.message);
      const order = sandboxOrderStatus(params.id);
      const customer = sandboxCustomerIdOfShopper(me.value.email);
      if (!order || customer === undefined || order.customerId !== customer)
        return failure(404, 'There is no invoice for this order.');
      return new Response(invoicePdf(params.id, new Date().toISOString().slice(0, 10)), {
        headers: { 'content-type': 'application/pdf' },
      });
    },
  ),
];
