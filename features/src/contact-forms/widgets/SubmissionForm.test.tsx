import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigProvider, defaultConfig, TranslationProvider } from '../../platform';
import type { SubmissionFormSettings } from '../types';
import { FormField } from './FormField';
import { SubmissionForm } from './SubmissionForm';

const action = 'http://forms.test/contact';
const requests: string[] = [];
const server = setupServer(http.post(action, ({ request }) => void requests.push(request.url)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const contact: SubmissionFormSettings = {
  name: 'Contact',
  destination: { kind: 'custom', action, contentType: 'application/json' },
  errorMessage: 'We could not send your message. Please call us.',
};

/** The e-mail field is required: the browser sends nothing until it is filled. */
function typeEmail() {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
    target: { value: 'ada@example.com' },
  });
}

function contactForm(settings: Partial<SubmissionFormSettings> = {}) {
  return (
    <ConfigProvider config={defaultConfig}>
      <TranslationProvider>
        <SubmissionForm {...contact} {...settings}>
          <FormField name="email" label="E-mail address" type="email" required />
          <FormField name="message" label="Your message" type="textarea" />
        </SubmissionForm>
      </TranslationProvider>
    </ConfigProvider>
  );
}

describe('submission form widget', () => {
  it('before hydration: the form is a real form that posts to the custom action', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(contactForm());
    const form = page.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', action);
  });

  it('form error: what the shopper typed stays in the fields', async () => {
    server.use(http.post(action, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    render(contactForm());
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Is Amber back?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your message. Please call us.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Is Amber back?');
  });

  it('form error: a custom form without an action says so at once and sends nothing', async () => {
    render(contactForm({ destination: { kind: 'custom', action: '', contentType: 'application/json' } }));
    typeEmail();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your message. Please call us.',
    );
    expect(requests).toEqual([]);
  });

  it("sent: the shop's thanks replace the form, announced as a status, when the marketer wrote none", async () => {
    server.use(http.post(action, () => HttpResponse.json({ ok: true })));
    render(contactForm());
    typeEmail();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
