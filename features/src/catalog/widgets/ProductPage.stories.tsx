import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { useProduct } from '../hooks';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductDetail } from './ProductDetail';
import { ProductGallery } from './ProductGallery';
import { RelatedProducts } from './RelatedProducts';

/** The widths the product page is reviewed at: a phone and a desktop. */
const viewports = {
  options: {
    phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '900px' } },
    desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '900px' } },
  },
};
const at = (value: 'phone' | 'desktop') => ({ viewport: { value, isRotated: false } });

/** Every picture on the canvas has arrived, so the screenshot shows them. */
async function picturesLoaded(canvasElement: HTMLElement) {
  await Promise.all(
    [...canvasElement.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)),
  );
}

const meta: Meta = {
  title: 'Features/Catalog/Product page',
  parameters: { screenshot: true, viewport: viewports },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
};
export default meta;

/** The sandbox's Aurora pictures, as the product page gets them. */
function AuroraGallery() {
  const { product } = useProduct('AURORA');
  return product ? <ProductGallery name={product.name} media={product.media} /> : null;
}

const galleryRender = () => (
  <div style={{ maxWidth: 480 }}>
    <AuroraGallery />
  </div>
);

/** The main picture in a square, with a thumbnail per picture below it, the first one current. */
export const Gallery: StoryObj<typeof ProductGallery> = {
  render: galleryRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = await canvas.findByRole('region', { name: 'Pictures of Aurora Device' });
    await picturesLoaded(canvasElement);
    await expect(within(gallery).getAllByRole('button', { name: /^Show picture/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Tab reaches a thumbnail and Enter makes its picture the main one. */
export const GalleryByKeyboard: StoryObj<typeof ProductGallery> = {
  render: galleryRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = await canvas.findByRole('button', { name: 'Show picture 3 of 3' });
    third.focus();
    await userEvent.keyboard('{Enter}');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Enlarge the picture: Aurora Device, close-up' }),
    ).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

export const GalleryDark: StoryObj<typeof ProductGallery> = { ...Gallery, globals: { theme: 'dark' } };

function ProductPage() {
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: 'Devices', path: '/category/devices' },
          { name: 'Aurora Device', path: '/products/AURORA' },
        ]}
      />
      <ProductDetail sku="AURORA" />
      <RelatedProducts sku="AURORA" />
    </>
  );
}

async function pageShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 1, name: 'Aurora Device' });
  await canvas.findByRole('link', { name: 'Fast Charger' });
  await picturesLoaded(canvasElement);
  const gallery = canvas.getByRole('region', { name: 'Pictures of Aurora Device' }).getBoundingClientRect();
  return { canvas, gallery, heading: heading.getBoundingClientRect() };
}

/** From medium width up, the gallery on the left and the buying column on the right. */
export const Desktop: StoryObj = {
  render: () => <ProductPage />,
  globals: at('desktop'),
  play: async ({ canvasElement }) => {
    const { canvas, gallery, heading } = await pageShown(canvasElement);
    await expect(heading.left).toBeGreaterThanOrEqual(gallery.right);
    await expect(heading.top).toBeLessThan(gallery.bottom);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

export const DesktopDark: StoryObj = { ...Desktop, globals: { ...at('desktop'), theme: 'dark' } };

/** On a phone, one column: the gallery first, the buying column below it. */
export const Phone: StoryObj = {
  render: () => <ProductPage />,
  globals: at('phone'),
  play: async ({ canvasElement }) => {
    const { gallery, heading } = await pageShown(canvasElement);
    await expect(heading.top).toBeGreaterThanOrEqual(gallery.bottom);
  },
};

export const PhoneDark: StoryObj = { ...Phone, globals: { ...at('phone'), theme: 'dark' } };
