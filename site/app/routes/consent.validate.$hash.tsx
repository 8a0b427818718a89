import { data } from 'react-router';
import {
  createOfflinePurchasesApi,
  type ConsentValidationOutcome,
} from '@storefront/features/offline-purchases';
import { ConsentValidationPanel } from '@storefront/features/offline-purchases/widgets';
import { shopConfigFor } from '../lib/language.server';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/consent.validate.$hash';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.consent');

/** The status each outcome is answered with, so a failed confirmation is never a 200. */
const statusOf: Record<ConsentValidationOutcome, number> = {
  validated: 200,
  invalid: 400,
  unknown: 404,
  unreachable: 502,
  failed: 502,
};

/**
 * The shopper confirms the consent their e-mail asked for: this server posts the link's hash to the engagement
 * service (POST /consent/validate/{hash}, newer POST /api/leads/consents/validate/{hash}). Only the outcome goes back
 * to the browser; the newer API's lead token stays here.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const config = await shopConfigFor(request);
  const { outcome } = await createOfflinePurchasesApi(config, () => null).validateConsent(params.hash);
  return data({ outcome }, { status: statusOf[outcome], headers: { 'Cache-Control': 'no-store' } });
}

export default function ConsentValidationPage({ actionData }: Route.ComponentProps) {
  return (
    <div className={shellStyles.page}>
      <ConsentValidationPanel {...(actionData ? { outcome: actionData.outcome } : {})} />
    </div>
  );
}
