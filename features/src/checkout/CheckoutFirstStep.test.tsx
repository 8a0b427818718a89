import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { setMonitoringReporter } from '../platform';
import { createCommerceClient } from '../backends/commerce';
import { resetCommerceSandbox } from '../backends/commerce/sandbox';
import { addSimpleProducts, createGuestCart, storeGuestCartId } from '../cart';
import { CheckoutWidget } from './widgets/CheckoutWidget';
import { CHECKOUT_DRAFT_KEY } from './widgets/checkoutDraft';
import { SANDBOX_VERIFICATION_WORKFLOW } from '../backends/account/sandbox';

// The form's code (CheckoutSteps: react-hook-form, zod, the payment service) arrives only when a test lets it, as
// over a slow network: what the shopper does before then must not be lost.
const formCode = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { requested: false, arrived, release: () => release() };
});
vi.mock('./widgets/CheckoutSteps', async (importOriginal) => {
  formCode.requested = true;
  await formCode.arrived;
  return importOriginal();
});

const server = sandboxServerForTests();
const client = createCommerceClient({
  endpoint: 'http://localhost/sandbox/commerce/graphql',
  storeView: 'default',
});
const Providers = freshSwrWrapper();

/** Records the e-mail addresses the checkout sends to the commerce backend. */
function recordGuestEmails() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !request.url.includes('/commerce/graphql')) return;
    void request
      .clone()
      .json()
      .then((body: { operationName?: string; variables?: { email?: string } }) => {
        if (body.operationName === 'SetGuestEmailOnCart') sent.push(body.variables?.email ?? '');
      });
  });
  return sent;
}

beforeAll(() => {
  setMonitoringReporter({ report: () => undefined });
});
beforeEach(async () => {
  resetCommerceSandbox();
  localStorage.clear();
  sessionStorage.clear();
  const cart = await createGuestCart(client);
  await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER' }]);
  storeGuestCartId('default', cart.id);
});

// One sequence, as the form's code arrives once per module graph: each step below depends on the one before.
describe('checkout first step before its form code (issue #14)', () => {
  it('loads each step code when the shopper reaches it: the first step works as plain fields before its form code, keeps what is typed, and a Continue pressed early is checked once the code is in', async () => {
    const emails = recordGuestEmails();
    const user = userEvent.setup();
    render(<CheckoutWidget ageVerificationWorkflow={SANDBOX_VERIFICATION_WORKFLOW} />, {
      wrapper: Providers,
    });
    await screen.findByRole('heading', { name: 'Contact' });
    const email = await screen.findByLabelText('E-mail address');
    // Nothing of the form's code is fetched before the shopper starts on the form.
    expect(formCode.requested).toBe(false);

    await user.tab();
    expect(email).toHaveFocus();
    await waitFor(() => expect(formCode.requested).toBe(true));
    await user.keyboard('grace@exa{Enter}');
    expect(email).toHaveValue('grace@exa');
    // Every keystroke is in the session draft, as a reload would find it.
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}')).toMatchObject({
      step: 'contact',
      values: { email: 'grace@exa' },
    });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');

    formCode.release();
    // The Continue pressed before is checked once the code is in: the field keeps what was typed, says what is
    // wrong and takes the focus.
    expect(await screen.findByText('Enter your e-mail address, like name@example.com.')).toBeVisible();
    const field = screen.getByLabelText('E-mail address');
    expect(field).toHaveValue('grace@exa');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.type(field, 'mple.com{Enter}', {
      skipClick: true,
      initialSelectionStart: 9,
      initialSelectionEnd: 9,
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shipping address' })).toHaveFocus());
    expect(emails).toEqual(['grace@example.com']);
  });
});
