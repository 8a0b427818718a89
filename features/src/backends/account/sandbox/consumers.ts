import type { Refusal } from '../../../platform/sandbox/requests';
import { accountOfToken, openSession } from './store';
import { SANDBOX_PASSWORD } from './seed';

/** Answered when the call carries no identity token or one that is no live session of the account service. */
export const UNAUTHORIZED = 'Unauthorized';
/** Answered when the token's shopper is not the consumer the call is about. */
export const OTHER_CONSUMER = 'The identity token belongs to another consumer.';

/**
 * The check the tenant's other services (loyalty, referral, surveys and quizzes, trade-in) make on a shopper's call,
 * against this service's sessions as the real ones do: no token or one that is no live session answers 401, a token
 * of another shopper than the consumer the call names answers 403, in the calling service's own words (`refuse`).
 * `consumer` null checks the token alone, for a call that names nobody or names them in a body read later.
 * Undefined lets the call through.
 */
export function consumerRefusal(
  request: Request,
  consumer: string | null,
  refuse: Refusal,
): Response | undefined {
  const account = accountOfToken(request.headers.get('authorization'));
  if (!account) return refuse(401, UNAUTHORIZED);
  if (consumer !== null && consumer !== account.uuid) return refuse(403, OTHER_CONSUMER);
  return undefined;
}

/**
 * A seeded shopper signed in straight in the store, as the sign-in calls do: her uuid, a live identity token and her
 * commerce customer token, for a test that calls another service without going through an account backend.
 */
export function sandboxIdentityOf(email = 'ada@example.com'): {
  uuid: string;
  token: string;
  commerceToken: string;
} {
  const session = openSession(email, SANDBOX_PASSWORD);
  if (!session) throw new Error(`${email} is no active seeded shopper of the account sandbox`);
  return { uuid: session.account.uuid, token: session.token, commerceToken: session.magentoToken };
}
