import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ConfigProvider,
  defaultConfig,
  loadDictionary,
  setMonitoringReporter,
  TranslationProvider,
} from '@storefront/features/platform';
import { submissionFormBlock } from './SubmissionForm';

const de = await loadDictionary('de');
const action = 'http://forms.test/contact';
const configuredMessage = 'We could not send your message. Please call us.';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const reported = vi.fn();
setMonitoringReporter({ report: reported });
afterEach(() => reported.mockClear());

/** The form block as Builder renders it: a custom action, a configured error message and where the server puts its own. */
function renderForm() {
  const Form = submissionFormBlock.render;
  render(
    <ConfigProvider config={defaultConfig}>
      <TranslationProvider>
        <Form
          name="Contact"
          sendSubmissionsTo="custom"
          action={action}
          errorMessage={configuredMessage}
          errorMessagePath="error.message"
        />
      </TranslationProvider>
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  return screen.findByRole('alert');
}

describe('submission form block', () => {
  it("form: a button the marketer left without words reads the shop's own in the shopper's language", () => {
    const Form = submissionFormBlock.render;
    render(
      <ConfigProvider config={{ ...defaultConfig, language: 'de', locale: 'de-DE' }}>
        <TranslationProvider dictionary={de}>
          <Form name="Contact" sendSubmissionsTo="custom" action={action} />
        </TranslationProvider>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Senden' })).toBeInTheDocument();
  });

  it('form error: shows the server message found at the configured path', async () => {
    server.use(
      http.post(action, () => HttpResponse.json({ error: { message: 'Email is invalid' } }, { status: 422 })),
    );
    expect(await renderForm()).toHaveTextContent('Email is invalid');
  });

  it('form error: shows the configured message when the server answer has no message at the configured path', async () => {
    server.use(
      http.post(action, () => HttpResponse.json({ error: { code: 'VALIDATION' } }, { status: 422 })),
    );
    expect(await renderForm()).toHaveTextContent(configuredMessage);
  });

  it('form error: shows the configured message when the server answers an error that is not JSON', async () => {
    server.use(http.post(action, () => new HttpResponse('Bad gateway', { status: 502 })));
    expect(await renderForm()).toHaveTextContent(configuredMessage);
  });

  it('form error: shows the configured message and reports the failure when the request fails outright', async () => {
    server.use(http.post(action, () => HttpResponse.error()));
    expect(await renderForm()).toHaveTextContent(configuredMessage);
    expect(reported).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ block: 'SubmissionForm', form: 'Contact' }),
    );
  });
});
