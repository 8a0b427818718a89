import { http, HttpResponse } from 'msw';
import { signedInAs } from '../store';
import { sandboxRoute } from '../../../../platform';
import { hasTenant, jsonBody } from '../../../../platform/sandbox/requests';
import {
  assignToConsumer,
  deviceFor,
  devicesOf,
  registerDevice,
  registerPackCode,
  unassignDevice,
  validateCode,
} from './store';

/** The older backend answers flat JSON and says what went wrong in `message`. */
const problem = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ message, ...extra }, { status });
const route = (path = '') => sandboxRoute('accountLegacy', `/device-inventory/v1/devices${path}`);
const unknownTenant = () => problem(403, 'Unknown tenant.');

interface ConsumerBody {
  consumerId?: string;
  deviceId?: string;
  externalId?: string;
}

/** The older backend's device inventory and pack registration. */
export const legacyDeviceHandlers = [
  http.get(route(), ({ request }) => {
    if (!hasTenant(request)) return unknownTenant();
    const consumer = signedInAs(
      request.headers.get('authorization'),
      new URL(request.url).searchParams.get('userId') ?? '',
    );
    if (!consumer.ok) return problem(401, consumer.message);
    return HttpResponse.json({ devices: devicesOf(consumer.value.uuid) });
  }),
  http.post(route(), async ({ request }) => {
    if (!hasTenant(request)) return unknownTenant();
    const body = (await jsonBody(request, problem)) as ConsumerBody;
    const consumer = signedInAs(request.headers.get('authorization'), body.consumerId ?? '');
    if (!consumer.ok) return problem(401, consumer.message);
    const registered = registerDevice(body.deviceId ?? '', { consumerId: consumer.value.uuid });
    if (!registered.ok) return problem(registered.status, registered.message);
    return registered.status === 202
      ? new HttpResponse(null, { status: 202 })
      : HttpResponse.json(registered.value, { status: 201 });
  }),
  http.post(route('/guest'), async ({ request }) => {
    if (!hasTenant(request)) return unknownTenant();
    const body = (await jsonBody(request, problem)) as ConsumerBody;
    if (!body.externalId) return problem(400, 'externalId is required.');
    const registered = registerDevice(body.deviceId ?? '', { externalId: body.externalId });
    if (!registered.ok) return problem(registered.status, registered.message);
    return registered.status === 202
      ? new HttpResponse(null, { status: 202 })
      : HttpResponse.json(registered.value, { status: 201 });
  }),
  http.get(route('/validation/:code'), ({ request, params }) => {
    if (!hasTenant(request)) return unknownTenant();
    return HttpResponse.json(validateCode(String(params.code)));
  }),
  http.patch(route('/guest/:code/unassign'), async ({ request, params }) => {
    if (!hasTenant(request)) return unknownTenant();
    const body = (await jsonBody(request, problem)) as ConsumerBody;
    const unassigned = unassignDevice(String(params.code), { externalId: body.externalId ?? '' });
    return unassigned.ok ? new HttpResponse(null, { status: 204 }) : problem(404, unassigned.message);
  }),
  http.get(route('/:code'), ({ request, params }) => {
    if (!hasTenant(request)) return unknownTenant();
    const consumer = signedInAs(request.headers.get('authorization'));
    if (!consumer.ok) return problem(401, consumer.message);
    const found = deviceFor(consumer.value.uuid, String(params.code));
    return found.ok ? HttpResponse.json(found.value) : problem(404, found.message);
  }),
  http.put(route('/:code/unassign'), async ({ request, params }) => {
    if (!hasTenant(request)) return unknownTenant();
    const body = (await jsonBody(request, problem)) as ConsumerBody;
    const consumer = signedInAs(request.headers.get('authorization'), body.consumerId ?? '');
    if (!consumer.ok) return problem(401, consumer.message);
    const unassigned = unassignDevice(String(params.code), { consumerId: consumer.value.uuid });
    return unassigned.ok ? new HttpResponse(null, { status: 204 }) : problem(404, unassigned.message);
  }),
  http.patch(route('/:code/consumer'), async ({ request, params }) => {
    if (!hasTenant(request)) return unknownTenant();
    const body = (await jsonBody(request, problem)) as ConsumerBody;
    const consumer = signedInAs(request.headers.get('authorization'), body.consumerId ?? '');
    if (!consumer.ok) return problem(401, consumer.message);
    const assigned = assignToConsumer(String(params.code), consumer.value.uuid);
    return assigned.ok ? HttpResponse.json(assigned.value) : problem(assigned.status, assigned.message);
  }),
  http.post(sandboxRoute('accountLegacy', '/me/products/register'), async ({ request }) => {
    if (!hasTenant(request)) return unknownTenant();
    const consumer = signedInAs(request.headers.get('authorization'));
    if (!consumer.ok) return problem(401, consumer.message);
    const { code } = (await jsonBody(request, problem)) as { code?: string };
    const registered = registerPackCode(code ?? '');
    if (!registered.ok)
      return problem(registered.status, registered.message, {
        limit_reached: registered.limitReached === true,
      });
    return HttpResponse.json(registered.value);
  }),
];
