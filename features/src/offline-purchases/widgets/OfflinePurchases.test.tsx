import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, configFromEnv, setStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { signInSeededShopper } from '../../account/testing';
import { ConsentValidationPanel } from './ConsentValidationPanel';
import { OfflinePurchaseList } from './OfflinePurchaseList';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);

beforeEach(() => localStorage.clear());
afterEach(() => {
  clearStoredUser();
  vi.restoreAllMocks();
});

describe('in-store purchases in the account', () => {
  it("offline purchases: the seeded shopper's shop purchases show date, store, items and total in shop money", async () => {
    await signInSeededShopper(config);
    render(<OfflinePurchaseList />, { wrapper: Shop });
    const section = screen.getByRole('region', { name: 'In-store purchases' });
    const cards = await within(section)
      .findAllByRole('listitem', {}, { timeout: 5000 })
      .then((items) => items.filter((item) => item.querySelector('h3')));
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('2 November 2026');
    expect(first.getByText('Flagship Store Berlin Mitte, Berlin')).toBeVisible();
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 × Device Pro, black €79.00',
      '2 × Amber sticks €6.50',
    ]);
    expect(first.getByText('Total €92.00')).toBeVisible();
  });

  it('offline purchases: a guest sees no section and no request is made', () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const { container } = render(<OfflinePurchaseList />, { wrapper: Shop });
    expect(container).toBeEmptyDOMElement();
    expect(requests.filter((url) => url.includes('actions/purchase'))).toEqual([]);
    server.events.removeAllListeners('request:start');
  });

  it('offline purchases: an ended session (401) is announced with a way to sign in again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setStoredUser({ uuid: 'a1d4c0de-0000-4000-8000-000000000001', ciam_token: 'expired' });
    render(<OfflinePurchaseList />, { wrapper: Shop });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your session has ended. Please sign in again to see your in-store purchases.',
    );
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/sign-in?next=/account/orders',
    );
  });

  it('offline purchases: any other failure is announced and may be retried by keyboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInSeededShopper(config);
    server.use(
      http.get('*/actions/purchase', () => HttpResponse.json({ message: 'Down' }, { status: 503 }), {
        once: true,
      }),
    );
    render(<OfflinePurchaseList />, { wrapper: Shop });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We could not load your in-store purchases just now. Please try again.',
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Total €19.50', {}, { timeout: 5000 })).toBeVisible();
  });
});

describe('consent validation page', () => {
  it('consent validation by hash: before confirming, the page explains and offers a form posting to itself', () => {
    render(<ConsentValidationPanel />, { wrapper: Shop });
    const button = screen.getByRole('button', { name: 'Confirm my consent' });
    const form = button.closest('form')!;
    expect(form.method).toBe('post');
    // No action attribute: the form posts back to the link's own address, hash and all.
    expect(form.getAttribute('action')).toBeNull();
  });

  it('consent validation by hash: a confirmed consent is said in words and takes the focus', () => {
    render(<ConsentValidationPanel outcome="validated" />, { wrapper: Shop });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you: your consent is confirmed.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Confirm my consent' })).toBeNull();
  });

  it.each([
    ['invalid', 'This confirmation link is not valid.', false],
    ['unknown', 'We do not know this confirmation link.', false],
    ['unreachable', 'We could not reach our consent service just now.', true],
    ['failed', 'Something went wrong while confirming your consent.', true],
  ] as const)(
    'consent validation by hash: the %s outcome is announced as an alert; retry offered only where it may help',
    (outcome, words, retry) => {
      render(<ConsentValidationPanel outcome={outcome} />, { wrapper: Shop });
      expect(screen.getByRole('alert')).toHaveTextContent(words);
      expect(Boolean(screen.queryByRole('button', { name: 'Confirm my consent' }))).toBe(retry);
    },
  );
});
