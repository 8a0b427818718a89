import { data } from 'react-router';

/**
 * The form a page's action was sent. Route actions run for every method but GET and HEAD; only a form POST is one, so
 * anything else is refused (405) and a body that is no form (missing or foreign Content-Type, broken encoding) is a
 * 400, never a 500 from deep inside the action.
 */
export async function postedForm(request: Request): Promise<FormData> {
  if (request.method !== 'POST')
    throw data('This page only accepts forms sent with POST.', {
      status: 405,
      headers: { Allow: 'GET, HEAD, POST' },
    });
  try {
    return await request.formData();
  } catch {
    throw data('The form could not be read. Please send it again from the page.', { status: 400 });
  }
}
