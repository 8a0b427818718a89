import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStoredUser, configFromEnv, setStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../../backends/commerce/sandbox';
import { resetAccountSandbox, sandboxIdentityOf } from '../../backends/account/sandbox';
import { resetLoyaltySandbox } from '../../backends/loyalty/sandbox';
import { OrderDetail } from './OrderDetail';

const server = sandboxServerForTests();
const Shop = shopWrapper(configFromEnv({}, 'http://localhost'));

beforeEach(() => {
  resetCommerceSandbox();
  resetAccountSandbox();
  resetLoyaltySandbox();
  // Ada as both backends know her: the commerce token for her orders, her uuid and a live identity token for loyalty.
  const ada = sandboxIdentityOf('ada@example.com');
  setStoredUser({
    magento_token: SANDBOX_CUSTOMER_TOKENS.ada,
    email: 'ada@example.com',
    uuid: ada.uuid,
    session_token: ada.token,
  });
});
afterEach(() => clearStoredUser());

describe('OrderDetail points', () => {
  it('points: the order page says what the order earned (loyalty consumers/{uuid}/orders/{order_id}), the same figure as the order states', async () => {
    render(<OrderDetail orderNumber="000000001" />, { wrapper: Shop });
    // Order 000000001 is €68.50 of goods: 68 points, in the loyalty service's words and in the order's own.
    expect(await screen.findByText('This order earned you 68 club points.')).toBeInTheDocument();
    expect(screen.getByText('Loyalty points: 68 earned, 0 spent')).toBeInTheDocument();
  });

  it('points: unreachable loyalty leaves the order page quiet (safe default: zero points)', async () => {
    server.use(
      http.get('*/sandbox/loyalty-evo/consumers/:uuid/orders/:order', () =>
        HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      ),
    );
    render(<OrderDetail orderNumber="000000001" />, { wrapper: Shop });
    await screen.findByRole('link', { name: 'JD014600006281230417' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/earned you/)).toBeNull();
  });
});

describe('OrderDetail', () => {
  it('order page: says when the order was placed, in the store’s time zone, and names the order for assistive technology', async () => {
    render(<OrderDetail orderNumber="000000006" />, { wrapper: Shop });
    // Seeded as 2026-11-24 09:30:00 (Magento's zone-less time in the store's zone).
    expect(await screen.findByRole('heading', { name: 'Placed on 24 November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order 000000006' })).toBeInTheDocument();
    // Street and number on one line, as a parcel label has them.
    expect(screen.getAllByText('Unter den Linden 5')).toHaveLength(2);
  });
});
