import { data } from 'react-router';
import { requestWords } from './language.server';

/**
 * Which methods a route answers: a page takes GET and HEAD as well as its form's POST; a route that is only a form's
 * target (it has no page) takes POST alone, and says so in the 405's Allow header.
 */
const ALLOWED = { page: 'GET, HEAD, POST', formOnly: 'POST' } as const;

/** The refusal of a method the route does not take, in the page's language (a shopper may follow a link to it). */
const wrongMethod = async (request: Request, route: keyof typeof ALLOWED) =>
  data((await requestWords(request))('shell.form.postOnly'), {
    status: 405,
    headers: { Allow: ALLOWED[route] },
  });

/**
 * The form a page's action was sent. Route actions run for every method but GET and HEAD; only a form POST is one, so
 * anything else is refused (405) and a body that is no form (missing or foreign Content-Type, broken encoding) is a
 * 400, never a 500 from deep inside the action. `formOnly` routes (see `postOnly`) allow POST alone.
 */
export async function postedForm(request: Request, route: keyof typeof ALLOWED = 'page'): Promise<FormData> {
  if (request.method !== 'POST') throw await wrongMethod(request, route);
  try {
    return await request.formData();
  } catch {
    throw data((await requestWords(request))('shell.form.unreadable'), { status: 400 });
  }
}

/**
 * The loader of a route that only takes forms (its action reads them with `postedForm(request, 'formOnly')`): a link,
 * a reload or a stranger's GET or HEAD gets a 405 naming POST, not React Router's "no loader" error and its stack.
 */
export async function postOnly({ request }: { request: Request }): Promise<never> {
  throw await wrongMethod(request, 'formOnly');
}
