import type { ShopperFailure } from '../platform';

/** How a form's fields are encoded when they go to a custom action. */
export type SubmissionContentType =
  'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';

/**
 * Where a marketer's form sends what the shopper typed: Builder's own form endpoint, which mails it to an address, or
 * a custom action URL of the marketer's choosing.
 */
export type FormDestination =
  { kind: 'email'; to: string } | { kind: 'custom'; action: string; contentType: SubmissionContentType };

/** A form as a marketer configured it. */
export interface SubmissionFormSettings {
  /** Names the form (its accessible name) and its submissions. */
  name: string;
  destination: FormDestination;
  /** Shown in place of the form once it is sent. */
  successMessage?: string;
  /** Shown when sending fails and the server's answer holds no message of its own. */
  errorMessage?: string;
  /** Where the server puts its own message in a JSON answer, e.g. `error.message`. */
  errorMessagePath?: string;
}

/** How a submission went; a failure is worded by the widget (the server's or the marketer's words, else the shop's). */
export type SubmissionStatus =
  { state: 'idle' | 'sending' } | { state: 'sent' } | { state: 'failed'; failure: ShopperFailure };

/** Reads a dotted path ("error.message") from a server's JSON answer. */
export function messageAt(body: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      body,
    );
  return typeof value === 'string' && value ? value : undefined;
}
