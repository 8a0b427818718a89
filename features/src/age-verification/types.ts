/** A way to prove age offered in the shopper's country. */
export interface AgeVerificationMethod {
  code: string;
  name: string;
  /** Async methods start a check and report later (init-async, then polling). */
  isAsync: boolean;
  fields: string[];
}

/** Spec section 3: the outcome of a (synchronous) verification. */
export interface AgeVerificationResult {
  isVerified: boolean;
  verificationPerformed: boolean;
  uuid?: string;
  statusFromProvider?: string;
  error?: string;
}

/** Spec section 4: an async verification is success, pending or failed. */
export type AsyncStatus = 'success' | 'pending' | 'failed';

export interface AsyncVerification {
  uuid: string;
  status: AsyncStatus;
  verificationPerformed: boolean;
}

/** Spec section 4: any status other than success or failed counts as pending. */
export function asyncStatusOf(status: string | undefined): AsyncStatus {
  return status === 'success' || status === 'failed' ? status : 'pending';
}

/** Spec section 4: verification is performed only for success or failed. */
export function isVerificationPerformed(status: AsyncStatus): boolean {
  return status !== 'pending';
}

export function asyncVerificationFrom(wire: { uuid: string; status: string }): AsyncVerification {
  const status = asyncStatusOf(wire.status);
  return { uuid: wire.uuid, status, verificationPerformed: isVerificationPerformed(status) };
}

/** Spec section 5: the newer backend's answers without their data field. */
export const MISSING_DATA = {
  methods: 'Age verification methods response is missing data',
  hiddenVerification: 'Hidden verification response is missing data',
  verification: 'Age verification response is missing data',
  asyncVerification: 'Async age verification response is missing data',
} as const;

/** The workflow that runs a synchronous check (spec section 7: fields include workflow_name, workflow_definition_id). */
export interface VerificationWorkflow {
  workflowName: string;
  workflowDefinitionId: string;
}

export interface AsyncVerificationRequest {
  email: string;
  methodCode: string;
  countryCode: string;
  /** ISO date. */
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  /** Where the provider sends the shopper back. */
  callback: string;
}
