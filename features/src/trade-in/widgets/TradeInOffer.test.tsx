import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearStoredUser,
  ConfigProvider,
  configFromEnv,
  swrDefaults,
  TranslationProvider,
} from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import {
  failNextTradeInConfiguration,
  resetTradeInSandbox,
  tradeInConfigurationCalls,
} from '../../backends/trade-in/sandbox';
import { signInSeededShopper, type SeededShopperEmail } from '../../account/testing';
import { TradeInCartNote } from './TradeInCartNote';
import { TradeInOffer } from './TradeInOffer';

sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);

/** The shop's own SWR settings (retries with backoff), so a test can show the trade-in preset turns them off. */
function ShopWithRetries({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <TranslationProvider>
        <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>{children}</SWRConfig>
      </TranslationProvider>
    </ConfigProvider>
  );
}

/** Ada may trade in; Noor (new@example.com) has traded in already. */
const signIn = (email: SeededShopperEmail = 'ada@example.com') => signInSeededShopper(config, email);

beforeEach(() => {
  resetTradeInSandbox();
  localStorage.clear();
});
afterEach(() => clearStoredUser());

describe('trade-in', () => {
  it('trade-in eligibility on a device: a signed-in shopper checks by keyboard and hears the answer', async () => {
    await signIn();
    const user = userEvent.setup();
    render(<TradeInOffer categoryIds={['devices']} />, { wrapper: Shop });
    expect(await screen.findByRole('heading', { name: 'Trade in your old device' })).toBeVisible();
    expect(screen.getByText('Bring your old device and get €30.00 off this one.')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Check if I can trade in' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Good news: you can trade in a device and get €30.00 off.',
      ),
    );
  });

  it('trade-in eligibility: a shopper who traded in already is told the offer is not open to them', async () => {
    await signIn('new@example.com');
    const user = userEvent.setup();
    render(<TradeInOffer categoryIds={['devices']} />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Check if I can trade in' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You have already used your trade-in, so this offer is not open to you.',
      ),
    );
  });

  it('trade-in: a guest is offered sign-in, and a product outside the programme shows no offer', async () => {
    const { unmount } = render(<TradeInOffer categoryIds={['devices']} signInHref="/sign-in?next=/p" />, {
      wrapper: Shop,
    });
    expect(await screen.findByRole('link', { name: 'Sign in to check your trade-in' })).toHaveAttribute(
      'href',
      '/sign-in?next=/p',
    );
    unmount();
    const { container } = render(<TradeInOffer categoryIds={['sticks']} />, { wrapper: Shop });
    await waitFor(() => expect(tradeInConfigurationCalls()).toBeGreaterThan(0));
    expect(container).toBeEmptyDOMElement();
  });

  it('trade-in configuration stale 5 s (spec section 9): a cart line shown 2.5 s after another reads the same answer', async () => {
    const { rerender } = render(<TradeInCartNote categoryIds={['devices']} />, { wrapper: ShopWithRetries });
    expect(await screen.findByText('Trade-in possible: €30.00 off with your old device')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    rerender(
      <>
        <TradeInCartNote categoryIds={['devices']} />
        <TradeInCartNote categoryIds={['devices']} />
      </>,
    );
    expect(await screen.findAllByText('Trade-in possible: €30.00 off with your old device')).toHaveLength(2);
    expect(tradeInConfigurationCalls()).toBe(1);
  });

  it('trade-in configuration no retry (spec section 9): a failed answer is not asked again, and no offer shows', async () => {
    failNextTradeInConfiguration();
    const { container } = render(<TradeInCartNote categoryIds={['devices']} />, { wrapper: ShopWithRetries });
    await waitFor(() => expect(tradeInConfigurationCalls()).toBe(1));
    // The shop's first retry would come after 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(tradeInConfigurationCalls()).toBe(1);
    expect(container).toBeEmptyDOMElement();
  });
});
