import * as z from 'zod/mini';
import { createShopClient } from '../platform';
import type { SignedInUser } from './types';

/**
 * The shop's own route that reads the signed-in shopper's verification status on the server, since the status paths
 * hold the e-mail address or phone number (site/app/routes/account.verification-status.ts).
 */
export const VERIFICATION_STATUS_PATH = '/account/verification-status';

const verifiedAnswerSchema = z.object({ verified: z.boolean() });

/**
 * verificationStatus from a browser: the address or number is posted with the session to the shop's server, which
 * asks the account service (verificationStatusFromForm), so no request URL the browser sends holds it.
 */
export async function verificationStatusFromShop(
  user: SignedInUser,
  identifier: string,
): Promise<{ verified: boolean }> {
  const form = new FormData();
  form.set('uuid', user.uuid);
  form.set('token', user.token);
  form.set('identifier', identifier);
  const shop = createShopClient();
  const { data } = await shop.post(VERIFICATION_STATUS_PATH, form, { schema: verifiedAnswerSchema });
  return data;
}
