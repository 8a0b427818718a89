import type { FieldValues } from 'react-hook-form';
import type { PostedForm as AnyPostedForm } from '../../platform';
import type { AccountSession } from '../types';

/** An account form's answer to a post before hydration: for a sign-in, the session the page stores once it runs. */
export interface PostedForm<Values extends FieldValues = FieldValues> extends AnyPostedForm<Values> {
  session?: AccountSession;
  /** A sign-in the service refused (wrong e-mail or password): the shop's throttle counts it against the account. */
  refused?: boolean;
}
