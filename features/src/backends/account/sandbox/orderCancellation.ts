import { http, HttpResponse, type RequestHandler } from 'msw';
import { sandboxRoute } from '../../../platform';
import { reportSandboxCancellationRequest } from '../../commerce/sandbox';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { hasCaptcha, hasTenant, jsonBody } from '../../../platform/sandbox/requests';
import { CAPTCHA_FAILED, UNKNOWN_TENANT } from './guards';
import { signedInAs } from './store';

/**
 * The account service's order cancellation request, on both sides (spec section 7): newer
 * POST /api/orders/request-cancellation, legacy POST /orders/request-cancellation with the order's details. Both are
 * signed in, captcha-checked, and take one request per order: customer service answers it later, so the order itself
 * is not changed here (the commerce backend's cancelorder is what cancels at once).
 */

/** Orders whose cancellation was asked for, by order number, with the request's id. */
const requests = new BoundedMap<string, { request_id: string; uuid: string }>();
let nextRequest = 1;

export function resetOrderCancellationSandbox(): void {
  requests.clear();
  nextRequest = 1;
}

type Outcome =
  | { ok: true; request_id: string; order_number: string }
  | { ok: false; status: number; message: string; error_code?: string };

function requestCancellation(request: Request, body: Record<string, unknown>): Outcome {
  if (!hasTenant(request)) return { ok: false, status: 403, message: UNKNOWN_TENANT };
  if (!hasCaptcha(request)) return { ok: false, status: 403, message: CAPTCHA_FAILED };
  const uuid = typeof body.uuid === 'string' ? body.uuid : '';
  const signedIn = signedInAs(request.headers.get('authorization'), uuid);
  if (!signedIn.ok) return { ok: false, status: signedIn.status, message: signedIn.message };
  const orderNumber = typeof body.order_number === 'string' ? body.order_number.trim() : '';
  if (!/^[\w-]{1,40}$/.test(orderNumber))
    return {
      ok: false,
      status: 422,
      message: 'order_number is required',
      error_code: 'ORDER_NUMBER_REQUIRED',
    };
  if (requests.has(orderNumber))
    return {
      ok: false,
      status: 409,
      message: 'A cancellation of this order has already been requested.',
      error_code: 'CANCELLATION_ALREADY_REQUESTED',
    };
  // The commerce backend learns of the request, so the order says "Cancellation requested" from now on.
  if (!reportSandboxCancellationRequest({ orderNumber, shopperUuid: signedIn.value.uuid }))
    return { ok: false, status: 404, message: 'Order not found', error_code: 'ORDER_NOT_FOUND' };
  const request_id = `cancel-${String(nextRequest++).padStart(6, '0')}`;
  requests.set(orderNumber, { request_id, uuid });
  return { ok: true, request_id, order_number: orderNumber };
}

export const orderCancellationHandlers: RequestHandler[] = [
  http.post(sandboxRoute('accountEvo', '/api/orders/request-cancellation'), async ({ request }) => {
    const outcome = requestCancellation(request, (await jsonBody(request)) as Record<string, unknown>);
    if (!outcome.ok)
      return HttpResponse.json(
        {
          code: outcome.status,
          message: outcome.message,
          data: null,
          ...(outcome.error_code ? { error_code: outcome.error_code } : {}),
        },
        { status: outcome.status },
      );
    return HttpResponse.json({
      code: 200,
      message: 'OK',
      data: { success: true, request_id: outcome.request_id, order_number: outcome.order_number },
    });
  }),
  http.post(sandboxRoute('accountLegacy', '/orders/request-cancellation'), async ({ request }) => {
    const body = (await jsonBody(request)) as Record<string, unknown>;
    // The older service wants the order's details with the request, not just its number.
    if (typeof body.order_status !== 'string' || typeof body.grand_total !== 'string')
      return HttpResponse.json(
        { message: 'order_status and grand_total are required', error_code: 'ORDER_INFO_REQUIRED' },
        { status: 422 },
      );
    const outcome = requestCancellation(request, body);
    if (!outcome.ok)
      return HttpResponse.json(
        { message: outcome.message, ...(outcome.error_code ? { error_code: outcome.error_code } : {}) },
        { status: outcome.status },
      );
    return HttpResponse.json({
      success: true,
      request_id: outcome.request_id,
      order_number: outcome.order_number,
    });
  }),
];
