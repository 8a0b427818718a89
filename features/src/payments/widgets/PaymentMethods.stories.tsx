import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import {
  clearStoredUser,
  ConfigProvider,
  defaultConfig,
  sandboxPaths,
  sandboxRoute,
  setStoredUser,
} from '../../platform';
import { SANDBOX_SHOPPER_UUID } from '../../backends/payments/sandbox';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../../backends/commerce/sandbox';
import { initialPaymentMethodOf, NO_CARD_CHOICE, type CardChoice } from '../types';
import { ChangePaymentMethod } from './ChangePaymentMethod';
import { PaymentMethods } from './PaymentMethods';

/** What the commerce sandbox offers a cart (available_payment_methods). */
const cartMethods = [
  { code: 'jtipayment', title: 'Card or wallet' },
  { code: 'banktransfer', title: 'Bank transfer' },
];

/** The checkout's use: the host keeps the choice; jtipayment is preselected. */
function CheckoutPaymentStep() {
  const [value, setValue] = useState(initialPaymentMethodOf(cartMethods));
  return <PaymentMethods available={cartMethods} value={value} onValueChange={setValue} />;
}

const meta: Meta = {
  title: 'Features/Payments/PaymentMethods',
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
  parameters: { screenshot: true },
};
export default meta;

type Story = StoryObj;

export const JtipaymentPreselected: Story = {
  render: () => <CheckoutPaymentStep />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Card or wallet Recommended/ })).toBeChecked();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Test mode: Card or wallet is connected to the payment test environment, no money is taken.',
      ),
    );
    await expect(await canvas.findByText('Visa, Mastercard, Apple Pay or Google Pay.')).toBeVisible();
  },
};

export const JtipaymentPreselectedDark: Story = { ...JtipaymentPreselected, globals: { theme: 'dark' } };

export const ArrowKeysChooseAnotherWay: Story = {
  render: () => <CheckoutPaymentStep />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Visa, Mastercard, Apple Pay or Google Pay.');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^Card or wallet/ })).toHaveFocus();
    // Held down as a person does: Radix checks the method that receives focus while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Test mode: Bank transfer/));
  },
};

export const ClientCannotStart: Story = {
  render: () => <CheckoutPaymentStep />,
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(sandboxRoute('paymentsEvo', '/api/payments/methods/:code/client'), () =>
        HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Card or wallet cannot start right now. Choose another way to pay or try again.',
    );
  },
};

export const ClientCannotStartDark: Story = { ...ClientCannotStart, globals: { theme: 'dark' } };

/** Signed in as the demo customer Ada on a freshly seeded sandbox; her order 000000001 is paid, 000000003 is not. */
function signedInAsAda() {
  resetCommerceSandbox();
  setStoredUser({ magento_token: SANDBOX_CUSTOMER_TOKENS.ada, email: 'ada@example.com' });
  return () => clearStoredUser();
}

export const PaidOrderRefusesAnotherWay: Story = {
  beforeEach: signedInAsAda,
  render: () => <ChangePaymentMethod orderNumber="000000001" current="jtipayment" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Bank transfer/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with this method' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This order is already paid, so its payment method stays as it is.',
    );
  },
};

export const PaidOrderRefusesAnotherWayDark: Story = {
  ...PaidOrderRefusesAnotherWay,
  globals: { theme: 'dark' },
};

/** The checkout's payment step with its card choice, on the newer payment service, for the seeded shopper. */
function NewerServiceCheckoutStep() {
  const [value, setValue] = useState(initialPaymentMethodOf(cartMethods));
  const [card, setCard] = useState<CardChoice>(NO_CARD_CHOICE);
  return (
    <ConfigProvider
      config={{
        ...defaultConfig,
        backends: { ...defaultConfig.backends, payments: sandboxPaths.paymentsEvo },
      }}
    >
      <PaymentMethods
        available={cartMethods}
        value={value}
        onValueChange={setValue}
        card={card}
        onCardChange={setCard}
      />
    </ConfigProvider>
  );
}

export const SavedCardOrSaveThisCard: Story = {
  beforeEach: () => {
    setStoredUser({ uuid: SANDBOX_SHOPPER_UUID, email: 'ada@example.com' });
    return () => clearStoredUser();
  },
  render: () => <NewerServiceCheckoutStep />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: 'Visa ending in 4242, valid until 12/2030' });
    await expect(
      canvas.getByRole('radio', { name: 'Mastercard ending in 0005, expired 01/2024' }),
    ).toBeDisabled();
    // A method that cannot keep a card offers no card choice.
    await userEvent.click(canvas.getByRole('radio', { name: /^Bank transfer/ }));
    await expect(canvas.queryByRole('radio', { name: 'A new card' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /^Card or wallet/ }));
    // Paying with a kept card needs no "save this card".
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'Visa ending in 4242, valid until 12/2030' }),
    );
    await expect(canvas.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
    // A new card may be saved for next time.
    await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save this card for next time' }));
    await expect(canvas.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
  },
};

export const SavedCardOrSaveThisCardDark: Story = {
  ...SavedCardOrSaveThisCard,
  globals: { theme: 'dark' },
};
