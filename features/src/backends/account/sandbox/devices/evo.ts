import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { signedInAs } from '../store';
import type { paths as AccountEvoPaths } from '../../generated/account-evo';
import { sandboxPaths } from '../../../../platform';
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

const http = createOpenApiHttp<AccountEvoPaths>({ baseUrl: `*${sandboxPaths.accountEvo}` });

const problem = (code: number, message: string) => ({ code, message, data: null });
// The tenant check guards every call of the service (a security scheme), so its 403 is not listed per operation.
const unknownTenant = () => HttpResponse.json(problem(403, 'Unknown tenant.'), { status: 403 });

/** Spec section 8: the statuses a registration can fail with. */
const registrationStatus = (status: number) =>
  [400, 406, 409].includes(status) ? (status as 400 | 406 | 409) : 500;

/** The newer backend's device and pack-code calls, typed by the account OpenAPI document. */
export const evoDeviceHandlers = [
  http.get('/api/devices', ({ request, query, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const consumer = signedInAs(request.headers.get('authorization'), query.get('userId') ?? '');
    if (!consumer.ok) return response(401).json(problem(401, consumer.message));
    return response(200).json({ code: 200, message: 'OK', data: devicesOf(consumer.value.uuid) });
  }),
  http.post('/api/devices', async ({ request, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const body = await jsonBody(request);
    const consumer = signedInAs(request.headers.get('authorization'), body.consumerId);
    if (!consumer.ok) return response(401).json(problem(401, consumer.message));
    const registered = registerDevice(body.deviceId, { consumerId: consumer.value.uuid });
    if (!registered.ok)
      return response(registrationStatus(registered.status)).json(
        problem(registered.status, registered.message),
      );
    if (registered.status === 202) return response(202).json({ code: 202, message: 'Registration accepted' });
    return response(201).json({ code: 201, message: 'Registered', data: registered.value });
  }),
  http.post('/api/devices/guest', async ({ request, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const body = await jsonBody(request);
    if (!body.externalId) return response(400).json(problem(400, 'externalId is required.'));
    const registered = registerDevice(body.deviceId, { externalId: body.externalId });
    if (!registered.ok)
      return response(registrationStatus(registered.status)).json(
        problem(registered.status, registered.message),
      );
    if (registered.status === 202) return response(202).json({ code: 202, message: 'Registration accepted' });
    return response(201).json({ code: 201, message: 'Registered', data: registered.value });
  }),
  http.get('/api/devices/validation/{code}', ({ request, params, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const { valid, assigned } = validateCode(params.code);
    return response(200).json({ code: 200, message: 'OK', data: { is_valid: valid, is_assigned: assigned } });
  }),
  http.get('/api/devices/{code}', ({ request, params, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const consumer = signedInAs(request.headers.get('authorization'));
    if (!consumer.ok) return response(401).json(problem(401, consumer.message));
    const found = deviceFor(consumer.value.uuid, params.code);
    if (!found.ok) return response(404).json(problem(404, found.message));
    return response(200).json({ code: 200, message: 'OK', data: found.value });
  }),
  http.put('/api/devices/{code}/unassign', async ({ request, params, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const body = await jsonBody(request);
    const consumer = signedInAs(request.headers.get('authorization'), body.consumerId);
    if (!consumer.ok) return response(401).json(problem(401, consumer.message));
    const unassigned = unassignDevice(params.code, { consumerId: consumer.value.uuid });
    if (!unassigned.ok) return response(404).json(problem(404, unassigned.message));
    return response(200).json({ code: 200, message: 'Unassigned' });
  }),
  http.patch('/api/devices/guest/{code}/unassign', async ({ request, params, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const body = await jsonBody(request);
    const unassigned = unassignDevice(params.code, { externalId: body.externalId });
    if (!unassigned.ok) return response(404).json(problem(404, unassigned.message));
    return response(200).json({ code: 200, message: 'Unassigned' });
  }),
  http.patch('/api/devices/{code}/consumer', async ({ request, params, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const body = await jsonBody(request);
    const consumer = signedInAs(request.headers.get('authorization'), body.consumerId);
    if (!consumer.ok) return response(401).json(problem(401, consumer.message));
    const assigned = assignToConsumer(params.code, consumer.value.uuid);
    if (!assigned.ok)
      return response(assigned.status === 409 ? 409 : 404).json(problem(assigned.status, assigned.message));
    return response(200).json({ code: 200, message: 'Assigned', data: assigned.value });
  }),
  http.post('/api/me/products/register', async ({ request, response }) => {
    if (!hasTenant(request)) return response.untyped(unknownTenant());
    const consumer = signedInAs(request.headers.get('authorization'));
    if (!consumer.ok) return response(401).json(problem(401, consumer.message));
    const { code } = await jsonBody(request);
    const registered = registerPackCode(code);
    if (!registered.ok) {
      const body = {
        code: registered.status,
        message: registered.message,
        data: { limit_reached: registered.limitReached === true },
      };
      return registered.status === 422 ? response(422).json(body) : response(400).json(body);
    }
    return response(200).json({ code: 200, message: 'OK', data: registered.value });
  }),
];
