import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPaymentService } from '../../payments';
import { resetPaymentsSandbox } from '../../backends/payments/sandbox';
import { freshSwrWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { OrderConfirmation } from './OrderConfirmation';

const server = sandboxServerForTests();
const Providers = freshSwrWrapper();

beforeEach(() => resetPaymentsSandbox());

/** The payment order result the default (newer) payment service answers for `uuid`, with the icon a test gives it. */
function paymentWithIcon(icon: string) {
  server.use(
    http.get('*/sandbox/payments-evo/api/payments/:uuid', ({ params }) =>
      HttpResponse.json({
        code: 200,
        message: 'OK',
        data: {
          uuid: String(params.uuid),
          status: 'paid',
          order_id: '000000010',
          currency: 'EUR',
          icon,
          payment_token: 'token-1',
          title: 'Visa •••• 4242',
          payment_method: 'jtipayment',
          amount: '14.90',
        },
      }),
    ),
  );
}

const showConfirmation = (uuid: string) =>
  render(<OrderConfirmation orderNumber="000000010" payment={{ state: 'started', uuid }} />, {
    wrapper: Providers,
  });

describe('OrderConfirmation: the payment order result', () => {
  it("payment order result: the confirmation draws the payment's icon beside its title, decorative (alt empty)", async () => {
    const payments = createPaymentService({
      baseUrl: 'http://localhost/sandbox/payments-evo',
      backend: 'newer',
    });
    const { uuid } = await payments.createPaymentOrder({
      orderId: '000000010',
      paymentMethodCode: 'jtipayment',
      amount: '14.90',
      currency: 'EUR',
    });
    showConfirmation(uuid);
    const title = await screen.findByText('Card or wallet');
    const icon = title.querySelector('img');
    expect(icon).toHaveAttribute('src', '/sandbox/payments/icons/card.svg');
    expect(icon).toHaveAttribute('alt', '');
    // Decorative: screen readers hear the title once, not an image name as well.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(title.parentElement).toHaveTextContent('Payment method:Card or wallet');
  });

  it('payment order result: an https icon from the payment service is drawn', async () => {
    paymentWithIcon('https://pay.example/icons/visa.svg');
    showConfirmation('pay-1');
    const title = await screen.findByText('Visa •••• 4242');
    expect(title.querySelector('img')).toHaveAttribute('src', 'https://pay.example/icons/visa.svg');
  });

  it.each([
    'http://pay.example/icons/visa.svg',
    '//pay.example/icons/visa.svg',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'visa',
  ])(
    'payment order result: an icon that is no path of the shop or https address (%s) is left out; the title stays',
    async (icon) => {
      paymentWithIcon(icon);
      showConfirmation('pay-2');
      const title = await screen.findByText('Visa •••• 4242');
      expect(title.querySelector('img')).toBeNull();
      expect(document.querySelector('img')).toBeNull();
    },
  );

  it('payment order result: no payment started, no method is shown', async () => {
    render(<OrderConfirmation orderNumber="000000010" payment={{ state: 'not-needed' }} />, {
      wrapper: Providers,
    });
    await screen.findByRole('status');
    expect(screen.queryByText('Payment method:')).not.toBeInTheDocument();
  });
});
