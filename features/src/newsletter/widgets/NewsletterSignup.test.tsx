import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  clearStoredUser,
  ConfigProvider,
  configFromEnv,
  loadDictionary,
  PageQueryProvider,
  TranslationProvider,
  subscribeToTracking,
  type TrackingEvent,
} from '../../platform';
import { signInSeededShopper } from '../../account/testing';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import {
  newsletterSubscriber,
  resetEngagementSandbox,
  SANDBOX_INACTIVE_EMAIL,
  SANDBOX_SUBSCRIBED_UUID,
  SANDBOX_UNCONFIRMED_EMAIL,
} from '../../backends/engagement/sandbox';
import { NEWSLETTER_PATH } from '../shop';
import { shopNewsletterRoute } from '../testing';
import { NewsletterPreferences } from './NewsletterPreferences';
import { NewsletterSignup } from './NewsletterSignup';

const config = configFromEnv({}, 'http://localhost');
const server = sandboxServerForTests(shopNewsletterRoute(config));
const Shop = shopWrapper(config);
let events: TrackingEvent[] = [];
let stop = () => {};
beforeEach(() => {
  resetEngagementSandbox();
  localStorage.clear();
  events = [];
  stop = subscribeToTracking((event) => events.push(event));
});
afterEach(() => {
  stop();
  clearStoredUser();
});

async function subscribe(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return user;
}

// The first test also pays for compiling the widgets' styles on a busy machine.
describe('NewsletterSignup', { timeout: 20_000 }, () => {
  it("throttling: a subscription the shop's throttle refuses (429) shows the shop's wait, and the address typed stays", async () => {
    const wait = 'Too many attempts. For your security, please wait 60 minutes and try again.';
    server.use(
      http.post(`*${NEWSLETTER_PATH}`, () =>
        HttpResponse.json({ values: {}, error: wait }, { status: 429, headers: { 'Retry-After': '3600' } }),
      ),
    );
    render(<NewsletterSignup topics={[{ id: 'marketing' }]} />, { wrapper: Shop });
    await subscribe('reader@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('reader@example.com');
    expect(newsletterSubscriber('reader@example.com')).toBeUndefined();
  });

  it('subscribe block click and unsubscribe: both raised from the real interaction (the signed-in shopper, her own address)', async () => {
    await signInSeededShopper(config);
    render(<NewsletterSignup topics={[{ id: 'marketing' }]} />, { wrapper: Shop });
    const user = await subscribe('ada@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed to Offers and news.');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/You are unsubscribed/)).toBeInTheDocument();
    expect(newsletterSubscriber('ada@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect(events.map((event) => event.name)).toEqual([
      'tracking:activity:subscribe_block_click',
      'tracking:activity:unsubscribe',
    ]);
    expect(events[1]).toMatchObject({ payload: { topic: 'marketing' } });
  });

  it("abuse: a guest who types a subscriber's address learns nothing about it and is offered no way to unsubscribe it", async () => {
    const answers: string[] = [];
    for (const email of [
      'ada@example.com',
      'someone.new@example.com',
      SANDBOX_UNCONFIRMED_EMAIL,
      SANDBOX_INACTIVE_EMAIL,
    ]) {
      const { unmount } = render(<NewsletterSignup topics={[{ id: 'marketing' }]} />, { wrapper: Shop });
      await subscribe(email);
      answers.push((await screen.findByRole('status')).textContent!.replace(email, '{email}'));
      expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
      unmount();
    }
    // The same words for every address: whether it is subscribed, waiting or blocked is not said.
    expect(new Set(answers)).toEqual(
      new Set(['Almost done: please confirm your address with the link we have e-mailed to {email}.']),
    );
    expect(newsletterSubscriber('ada@example.com')).toMatchObject({ status: 'subscribed' });
  });

  it("abuse: an unsubscribe posted with Ada's uuid leaves her subscribed, without a session or with another shopper's", async () => {
    const leave = (fields: Record<string, string>) => {
      const form = new FormData();
      form.set('action', 'unsubscribe');
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return fetch(`http://localhost${NEWSLETTER_PATH}`, { method: 'POST', body: form });
    };
    const asGuest = await leave({ uuid: SANDBOX_SUBSCRIBED_UUID });
    expect(asGuest.status).toBe(401);
    const noor = await signInSeededShopper(config, 'new@example.com');
    const asNoor = await leave({ uuid: SANDBOX_SUBSCRIBED_UUID, token: noor.token });
    expect(asNoor.status).not.toBe(200);
    expect(newsletterSubscriber('ada@example.com')).toMatchObject({
      status: 'subscribed',
      topics: ['marketing'],
    });
  });

  it('newsletter statuses: a signed-in shopper reads her own status in words (not active)', async () => {
    server.use(
      http.post(`*${NEWSLETTER_PATH}`, () =>
        HttpResponse.json({
          subscription: {
            subscriberUuid: SANDBOX_SUBSCRIBED_UUID,
            email: 'ada@example.com',
            status: 'not active',
            topics: [],
          },
        }),
      ),
    );
    await signInSeededShopper(config);
    render(<NewsletterSignup />, { wrapper: Shop });
    await subscribe('ada@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This address cannot receive our newsletter just now.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('newsletter form: a form the browser sent itself says on the page it came back to what became of it, in the server HTML too', () => {
    const cameBackWith =
      (search: string) =>
      ({ children }: { children: ReactNode }) => (
        <Shop>
          <PageQueryProvider search={search}>{children}</PageQueryProvider>
        </Shop>
      );
    const Sent = cameBackWith('?newsletter=sent');
    expect(
      renderToString(
        <Sent>
          <NewsletterSignup />
        </Sent>,
      ),
    ).toContain('Almost done: please confirm your address with the link we have e-mailed to you.');
    const { unmount } = render(<NewsletterSignup />, { wrapper: Sent });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Almost done: please confirm your address with the link we have e-mailed to you.',
    );
    unmount();
    const failed = render(<NewsletterSignup />, { wrapper: cameBackWith('?newsletter=failed') });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    failed.unmount();
    const Refused = cameBackWith('?newsletter=invalid&newsletterFields=email,agreement');
    const html = renderToString(
      <Refused>
        <NewsletterSignup />
      </Refused>,
    );
    expect(html).toContain('Please check the highlighted fields and send the form again.');
    expect(html).toContain('Please agree to receive the newsletter.');
    render(<NewsletterSignup />, { wrapper: Refused });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and send the form again.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
  });

  it('newsletter form: a refused form the browser sent itself is worded in the page language (German)', async () => {
    const de = await loadDictionary('de');
    const html = renderToString(
      <ConfigProvider config={configFromEnv({ LOCALE: 'de-DE' }, 'http://localhost')}>
        <TranslationProvider dictionary={de} locale="de-DE">
          <PageQueryProvider search="?newsletter=invalid&newsletterFields=topics">
            <NewsletterSignup topics={[{ id: 'club' }, { id: 'products' }]} />
          </PageQueryProvider>
        </TranslationProvider>
      </ConfigProvider>,
    );
    expect(html).toContain('Bitte prüfen Sie die markierten Felder und senden Sie das Formular erneut.');
    expect(html).toContain('Bitte wählen Sie mindestens ein Thema.');
  });

  it('newsletter form: without an address, a topic and the agreement nothing is sent, and the shopper is told why', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup topics={[{ id: 'club' }, { id: 'products' }]} />, { wrapper: Shop });
    await user.click(screen.getByRole('checkbox', { name: 'Club rewards and events' }));
    await user.click(screen.getByRole('checkbox', { name: 'New devices and flavours' }));
    await user.type(screen.getByLabelText('E-mail address'), 'reader@localhost');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid e-mail address. Please choose at least one topic. Please agree to receive the newsletter.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveValue('reader@localhost');
    expect(events).toEqual([]);
  });
});

describe('NewsletterPreferences', () => {
  it('newsletter in the account: a signed-in shopper sees the status and topics saved, and leaves the newsletter by their uuid', async () => {
    await signInSeededShopper(config);
    const user = userEvent.setup();
    render(<NewsletterPreferences />, { wrapper: Shop });
    // Ada's seeded subscription: marketing only.
    expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed to Offers and news.');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are unsubscribed.'));
    expect(newsletterSubscriber('ada@example.com')).toMatchObject({ status: 'unsubscribed', topics: [] });
  });

  it('newsletter in the account: a topic left unticked is left, the others kept, and the saved topics are ticked when changing them', async () => {
    await signInSeededShopper(config);
    const user = userEvent.setup();
    render(<NewsletterPreferences />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Change topics' }));
    expect(screen.getByRole('checkbox', { name: 'Offers and news' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Club rewards and events' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Offers and news' }));
    await user.click(screen.getByRole('checkbox', { name: 'Club rewards and events' }));
    await user.click(screen.getByRole('checkbox', { name: /agree/ }));
    await user.click(screen.getByRole('button', { name: 'Save my topics' }));
    await waitFor(() =>
      expect(newsletterSubscriber('ada@example.com')).toMatchObject({
        status: 'subscribed',
        topics: ['club'],
      }),
    );
  });

  it('newsletter in the account: a guest is asked to sign in', () => {
    render(<NewsletterPreferences />, { wrapper: Shop });
    expect(screen.getByRole('link', { name: 'Sign in to manage your newsletter' })).toHaveAttribute(
      'href',
      '/sign-in?next=/account/newsletter',
    );
  });
});
