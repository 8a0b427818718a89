import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { formMessage } from './FormMessage.css';

export interface FormMessageProps extends ComponentPropsWithoutRef<'p'> {
  /**
   * `danger` for what went wrong, `success` for what was done; none (or undefined) while a live region waits with
   * nothing to say, so it can be in the page from the start and be announced when its words change.
   */
  tone?: 'danger' | 'success' | undefined;
}

/**
 * A form's message as a whole: a refusal or a confirmation in a tinted box. The caller gives the role
 * (`alert` for a refusal, `status` for a confirmation), so screen readers announce it.
 */
export function FormMessage({ tone, className, ...props }: FormMessageProps) {
  return <p className={clsx(formMessage({ tone: tone ?? 'quiet' }), className)} {...props} />;
}
