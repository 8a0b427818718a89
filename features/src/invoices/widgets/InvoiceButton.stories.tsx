import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { clearStoredUser, setStoredUser } from '../../platform';
import { invoicePdf } from '../../backends/invoices/sandbox';
import { InvoiceButton } from './InvoiceButton';

/** The widths the button is reviewed at: a phone and a desktop. */
const viewports = {
  options: {
    phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '900px' } },
    desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '900px' } },
  },
};

/** The site's invoice route, which the story has no server for, answered in the page as the server would. */
const siteRoute = (status: number) =>
  http.post('*/account/orders/:number/invoice', ({ params }) =>
    status === 200
      ? new HttpResponse(invoicePdf(String(params.number), '2026-03-02'), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="invoice-${String(params.number)}.pdf"`,
          },
        })
      : HttpResponse.json({ message: 'There is no invoice for this order.' }, { status }),
  );

const meta = {
  title: 'Features/Invoices/InvoiceButton',
  parameters: { screenshot: true, viewport: viewports },
  component: InvoiceButton,
  args: { orderNumber: '000000001' },
  beforeEach: () => {
    setStoredUser({ uuid: 'story-ada', email: 'ada@example.com', ciam_token: 'story-token' });
    return () => clearStoredUser();
  },
} satisfies Meta<typeof InvoiceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Download invoice (PDF)' });

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toBeVisible();
  },
};
export const ReadyDark: Story = { ...Ready, globals: { theme: 'dark' } };

/** The PDF arrived and was handed to the browser: said in the live region. */
export const Downloaded: Story = {
  beforeEach: ({ msw }) => void msw.use(siteRoute(200)),
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expect(
      await within(canvasElement).findByText('The invoice for order 000000001 is downloading.'),
    ).toHaveAttribute('role', 'status');
  },
};
export const DownloadedPhone: Story = {
  ...Downloaded,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** No invoice yet: the shop's words, announced. */
export const NoInvoiceYet: Story = {
  beforeEach: ({ msw }) => void msw.use(siteRoute(404)),
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'There is no invoice for this order yet.',
    );
  },
};
export const NoInvoiceYetDark: Story = { ...NoInvoiceYet, globals: { theme: 'dark' } };
