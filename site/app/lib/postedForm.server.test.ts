import { describe, expect, it } from 'vitest';
import { shellMessagesDe } from '../shell/messages.de';
import { postedForm, postOnly } from './postedForm.server';

/** What a route's thrown `data()` becomes as an answer: its status, Allow header and body. */
async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init: ResponseInit };
    return { status: init.status, allow: new Headers(init.headers).get('Allow'), body: data };
  }
  throw new Error('expected the request to be refused');
}

const sentence = 'This page only accepts forms sent with POST.';
const form = () => {
  const body = new FormData();
  body.set('theme', 'dark');
  return body;
};

describe('forms posted to the shop', () => {
  it('stranger: a page that only takes forms answers GET with 405 and Allow: POST', async () => {
    const request = new Request('http://shop.example/preferences/theme');
    expect(await refusal(() => postOnly({ request }))).toEqual({
      status: 405,
      allow: 'POST',
      body: sentence,
    });
  });

  it.each(['PUT', 'DELETE', 'PATCH'])(
    'stranger: a page that only takes forms answers %s with 405 and Allow: POST',
    async (method) => {
      const request = new Request('http://shop.example/preferences/theme', { method, body: form() });
      expect(await refusal(() => postedForm(request, 'formOnly'))).toEqual({
        status: 405,
        allow: 'POST',
        body: sentence,
      });
    },
  );

  it('stranger: a page with a form answers PUT with 405 and Allow naming its GET too', async () => {
    const request = new Request('http://shop.example/sign-in', { method: 'PUT', body: form() });
    expect(await refusal(() => postedForm(request))).toEqual({
      status: 405,
      allow: 'GET, HEAD, POST',
      body: sentence,
    });
  });

  it('a body that is no form is a 400 asking to send it again', async () => {
    const request = new Request('http://shop.example/preferences/theme', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'theme=dark',
    });
    expect(await refusal(() => postedForm(request, 'formOnly'))).toMatchObject({ status: 400 });
  });

  it('no English on German pages: a refused method and an unreadable form are answered in the page’s language', async () => {
    const german = (init?: RequestInit) => new Request('http://shop.example/preferences/theme?lang=de', init);
    expect(await refusal(() => postOnly({ request: german() }))).toMatchObject({
      body: shellMessagesDe['shell.form.postOnly'],
    });
    const unreadable = german({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'theme=dark',
    });
    expect(await refusal(() => postedForm(unreadable, 'formOnly'))).toEqual({
      status: 400,
      allow: null,
      body: shellMessagesDe['shell.form.unreadable'],
    });
  });

  it('a posted form is read as sent', async () => {
    const request = new Request('http://shop.example/preferences/theme', { method: 'POST', body: form() });
    expect((await postedForm(request, 'formOnly')).get('theme')).toBe('dark');
  });
});
