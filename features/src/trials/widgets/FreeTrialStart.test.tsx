import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, configFromEnv, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import {
  failNextTrialEligibility,
  resetTrialsSandbox,
  SANDBOX_TRIAL_PROGRAMME,
} from '../../backends/trials/sandbox';
import { signInSeededShopper, type SeededShopperEmail } from '../../account/testing';
import { createCommerceClient, readCustomerToken } from '../../backends/commerce';
import { getCustomerCart } from '../../cart';
import { FreeTrialStart } from './FreeTrialStart';

sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);
const TrialShop = shopWrapper({ ...config, storeView: 'trial' });
let events: TrackingEvent[] = [];
let stop = () => {};
// Ada may start the trial; new@example.com had it already.
const signedInAs = (email: SeededShopperEmail) => signInSeededShopper(config, email);

beforeEach(() => {
  resetTrialsSandbox();
  localStorage.clear();
  events = [];
  stop = subscribeToTracking((event) => events.push(event));
});
afterEach(() => {
  stop();
  clearStoredUser();
  vi.restoreAllMocks();
});

describe('FreeTrialStart', { timeout: 20_000 }, () => {
  it('free trial start: raised from the real click, then the form enters the trial store view at /trial', async () => {
    await signedInAs('ada@example.com');
    // jsdom cannot navigate: the native submission is what leaves the page, so it is watched, not run.
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    render(<FreeTrialStart program={SANDBOX_TRIAL_PROGRAMME} returnTo="/cart" />, { wrapper: Shop });
    const start = await screen.findByRole('button', { name: 'Start free trial' });
    await userEvent.setup().click(start);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(events).toEqual([
      { name: 'tracking:activity:free_trial_start', payload: { program: SANDBOX_TRIAL_PROGRAMME } },
    ]);
    const form = start.closest('form')!;
    expect(form.getAttribute('action')).toBe('/trial');
    expect(form.method).toBe('post');
    expect(new FormData(form).get('returnTo')).toBe('/cart');
  });

  it("free trial start: the trial kit is in the shopper's trial cart before the page leaves; a kit that cannot be added keeps the shopper on the page, told why", async () => {
    await signedInAs('ada@example.com');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const user = userEvent.setup();
    const { unmount } = render(<FreeTrialStart program={SANDBOX_TRIAL_PROGRAMME} kitSku="NO-SUCH-KIT" />, {
      wrapper: Shop,
    });
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent(/^$/);
    expect(submit).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    unmount();

    render(<FreeTrialStart program={SANDBOX_TRIAL_PROGRAMME} kitSku="TRIAL-KIT" />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const trialCart = await getCustomerCart(
      createCommerceClient({
        endpoint: config.backends.commerce,
        storeView: 'trial',
        getCustomerToken: readCustomerToken,
      }),
    );
    expect(trialCart.items?.map((item) => item?.product.sku)).toEqual(['TRIAL-KIT']);
  });

  it('not eligible: a shopper who had the trial is told so in words, with no button and no event', async () => {
    await signedInAs('new@example.com');
    render(<FreeTrialStart program={SANDBOX_TRIAL_PROGRAMME} />, { wrapper: Shop });
    expect(
      await screen.findByText('You have already had this free trial, so it is not open to you again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
    expect(events).toEqual([]);
  });

  it('signed out: a guest is asked to sign in and the service is not called', async () => {
    render(<FreeTrialStart program={SANDBOX_TRIAL_PROGRAMME} signInHref="/sign-in?next=/free-trial" />, {
      wrapper: Shop,
    });
    expect(screen.getByRole('link', { name: 'Sign in to start your free trial' })).toHaveAttribute(
      'href',
      '/sign-in?next=/free-trial',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failed eligibility check is announced (role=alert) and can be tried again', async () => {
    await signedInAs('ada@example.com');
    failNextTrialEligibility();
    render(<FreeTrialStart program={SANDBOX_TRIAL_PROGRAMME} />, { wrapper: Shop });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your free trial just now. Please try again.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start free trial' })).toBeInTheDocument();
  });

  it('already in the trial store view: the shopper is sent on to the trial cart instead of starting again', async () => {
    await signedInAs('ada@example.com');
    render(<FreeTrialStart program={SANDBOX_TRIAL_PROGRAMME} />, { wrapper: TrialShop });
    expect(await screen.findByRole('link', { name: 'Go to your trial cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });
});
