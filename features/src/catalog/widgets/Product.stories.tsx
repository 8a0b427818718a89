import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { subscribeToTracking, type TrackingEvent } from '../../platform';
import { ProductDetail } from './ProductDetail';
import { ProductList } from './ProductList';

const meta: Meta = {
  title: 'Features/Catalog',
  parameters: { screenshot: true },
  loaders: [
    async () => {
      localStorage.removeItem('cart_id');
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
};
export default meta;

export const Detail: StoryObj<typeof ProductDetail> = {
  render: () => <ProductDetail sku="AURORA" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = await canvas.findByRole('group', { name: /Colour/ });
    await expect(within(colours).getByRole('radio', { name: 'Ocean Blue' })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aurora Device' })).toBeVisible();
    await expect(canvas.getByText('In stock')).toBeVisible();
  },
};

export const DetailDark: StoryObj<typeof ProductDetail> = { ...Detail, globals: { theme: 'dark' } };

export const OutOfStockColourCannotBeAdded: StoryObj<typeof ProductDetail> = {
  render: () => <ProductDetail sku="AURORA" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Moss Green (out of stock)' }));
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const AddToCartIsTracked: StoryObj<typeof ProductDetail> = {
  render: () => <ProductDetail sku="AURORA" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    try {
      await userEvent.click(await canvas.findByRole('radio', { name: 'Sunset Red (only 3 left)' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
      await expect(await canvas.findByText('Added to your cart.')).toBeVisible();
      await expect(
        events.find((event) => event.name === 'tracking:commerce:add_to_cart')?.payload,
      ).toMatchObject({ currency: 'EUR', items: [{ sku: 'AURORA-RED' }] });
    } finally {
      stop();
    }
  },
};

export const List: StoryObj<typeof ProductList> = {
  render: () => <ProductList categoryId="sticks" listName="Flavour sticks" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Amber Sticks' })).toBeVisible();
  },
};

export const ListDark: StoryObj<typeof ProductList> = { ...List, globals: { theme: 'dark' } };

const phone = {
  options: { phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' } } },
};

/** On a phone the sort and filters wait behind one button that counts the filters on; the products come first. */
export const ListOnPhone: StoryObj<typeof ProductList> = {
  render: () => (
    <ProductList
      categoryId="sticks"
      listName="Flavour sticks"
      listing={{ sort: 'position', filters: { flavor: ['Amber'] }, page: 1 }}
    />
  ),
  parameters: { viewport: phone },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Amber Sticks' })).toBeVisible();
    await expect(canvasElement.querySelector('summary')).toHaveAccessibleName(
      'Sort and filter (1 filter on)',
    );
    await expect(canvas.getByRole('navigation', { name: 'Sort by', hidden: true }).checkVisibility()).toBe(
      false,
    );
  },
};

export const ListOnPhoneDark: StoryObj<typeof ProductList> = {
  ...ListOnPhone,
  globals: { viewport: { value: 'phone', isRotated: false }, theme: 'dark' },
};

export const GalleryThumbnailsAndZoom: StoryObj<typeof ProductDetail> = {
  render: () => <ProductDetail sku="AURORA" variantSku="AURORA-RED" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = await canvas.findByRole('region', { name: 'Pictures of Aurora Device' });
    await userEvent.click(within(gallery).getByRole('button', { name: 'Show picture 2 of 3' }));
    const opener = within(gallery).getByRole('button', {
      name: 'Enlarge the picture: Aurora Device Sunset Red, side view',
    });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    // The dialog is portalled to the end of the page, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('dialog', { name: 'Aurora Device Sunset Red, side view' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const GalleryThumbnailsAndZoomDark: StoryObj<typeof ProductDetail> = {
  ...GalleryThumbnailsAndZoom,
  globals: { theme: 'dark' },
};

export const QuantityAboveTheOrderLimit: StoryObj<typeof ProductDetail> = {
  render: () => <ProductDetail sku="AURORA" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByText('You can order at most 2 of this product.')).toBeVisible();
    await expect(quantity).toHaveValue(3);
  },
};

export const QuantityAboveTheOrderLimitDark: StoryObj<typeof ProductDetail> = {
  ...QuantityAboveTheOrderLimit,
  globals: { theme: 'dark' },
};
