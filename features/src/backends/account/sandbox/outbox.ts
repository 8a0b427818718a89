import { http, HttpResponse } from 'msw';
import { sandboxRoute } from '../../../platform';
import { lastSentTo } from './codes';

/**
 * The sandbox's outbox, like the mail catcher of a development setup: the last one-time code or reset token sent to an
 * e-mail address or phone number, so a person or a browser test can read what a real service would have delivered.
 * `GET /sandbox/outbox/{identifier}` with the identifier URL-encoded (`%2B49...` for `+49...`).
 */
export const outboxHandlers = [
  http.get(sandboxRoute('outbox', '/:identifier'), ({ params }) => {
    const identifier = String(params.identifier);
    const sent = lastSentTo(identifier);
    if (!sent) {
      return HttpResponse.json(
        { code: 404, message: `The sandbox has sent nothing to ${identifier} since it started.`, data: null },
        { status: 404 },
      );
    }
    return HttpResponse.json(sent);
  }),
];
