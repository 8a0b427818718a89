import type { VerificationWorkflow } from '@storefront/features/age-verification';

/**
 * The tenant's age-verification workflow, which synchronous checks run: the account's age page and the checkout's age
 * step. With a real provider the id comes from its configuration (AGE_VERIFICATION_WORKFLOW_ID).
 */
export const ageVerificationWorkflow: VerificationWorkflow = {
  workflowName: 'age-check',
  workflowDefinitionId: process.env.AGE_VERIFICATION_WORKFLOW_ID ?? 'sandbox-1',
};
