import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { subscribeToTracking, type TrackingEvent } from '../../platform';
import { StoreLocatorWidget } from './StoreLocatorWidget';
import { withFreshCache } from '../../platform/sandbox/shopWrapper';

const meta: Meta<typeof StoreLocatorWidget> = {
  title: 'Features/Store locator/StoreLocatorWidget',
  parameters: { screenshot: true },
  component: StoreLocatorWidget,
  decorators: [withFreshCache],
};
export default meta;

type Story = StoryObj<typeof StoreLocatorWidget>;

/** Replaces the browser's geolocation for one story; the returned function puts it back. */
function fakeGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'geolocation');
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        answer(success, failure),
    },
  });
  return () => {
    delete (navigator as { geolocation?: unknown }).geolocation;
    if (original) Object.defineProperty(Navigator.prototype, 'geolocation', original);
  };
}

/** Waits until the map has drawn its markers and the shipped outlines, so a baseline never catches it half drawn. */
async function mapDrawn(canvasElement: HTMLElement, count: number) {
  // On a phone the map sits below the list: bring it near the viewport, as a shopper scrolling down would.
  canvasElement.querySelector('ol')?.nextElementSibling?.scrollIntoView({ block: 'start' });
  const map = await within(canvasElement).findByRole(
    'region',
    { name: 'Map of the stores' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(map).toHaveAttribute('data-basemap', 'drawn'), { timeout: 10_000 });
  await waitFor(() =>
    expect(within(map).getAllByRole('button', { name: /^Store \d+: / })).toHaveLength(count),
  );
  return map;
}

export const Empty: Story = {};

/** The map beside the list: the store chosen on the map by keyboard is open in the list and marked on the map. */
export const MapWithAStoreChosen: Story = {
  args: { initialPlace: 'Hamburg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 stores found for Hamburg.')).toBeVisible();
    const map = await mapDrawn(canvasElement, 4);
    const second = within(canvas.getByRole('list', { name: 'Stores' })).getAllByRole('article')[1];
    const name = second?.getAttribute('aria-labelledby')
      ? (canvasElement.querySelector(`[id="${second.getAttribute('aria-labelledby')}"]`)?.textContent ?? '')
      : '';
    const marker = within(map).getByRole('button', { name: `Store 2: ${name}` });
    marker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: `Store details: ${name}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(marker).toHaveAttribute('aria-current', 'true');
    await expect(await canvas.findByRole('link', { name: /^\+49/ })).toBeVisible();
  },
};

export const MapDark: Story = {
  ...MapWithAStoreChosen,
  globals: { theme: 'dark' },
};

export const SearchByCityWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'City or postcode' });
    await userEvent.click(field);
    await userEvent.keyboard('Hamb');
    await expect(await canvas.findByRole('option', { name: /^Hamburg Germany/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', canvas.getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('Hamburg');
    await expect(await canvas.findByText('4 stores near Hamburg, nearest first.')).toBeVisible();
    const stores = within(canvas.getByRole('list', { name: 'Stores' })).getAllByRole('article');
    await expect(stores[0]).toHaveAccessibleName('Hamburg Jungfernstieg');
    await mapDrawn(canvasElement, 4);
  },
};

export const StoreDetailsAreTracked: Story = {
  args: { initialPlace: 'Köln' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Store details: Köln Hohe Straße' }));
      await expect(await canvas.findByRole('link', { name: '+49 221 2345 601' })).toBeVisible();
      await mapDrawn(canvasElement, 2);
      await expect(events).toContainEqual({
        name: 'tracking:activity:store_locator_click',
        payload: { label: 'Köln Hohe Straße', location: 'store locator' },
      });
    } finally {
      stop();
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initialPlace: 'Berlin' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('5 stores found for Berlin.')).toBeVisible();
    await mapDrawn(canvasElement, 5);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { initialPlace: 'München' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3 stores found for München.')).toBeVisible();
    await mapDrawn(canvasElement, 3);
  },
};

export const UseMyLocation: Story = {
  // Frankfurt's old town: the Zeil store is nearest.
  beforeEach: () =>
    fakeGeolocation((success) =>
      success({
        coords: { latitude: 50.1109, longitude: 8.6821 },
        timestamp: Date.now(),
      } as GeolocationPosition),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await expect(await canvas.findByText('3 stores near your location, nearest first.')).toBeVisible();
    const stores = within(canvas.getByRole('list', { name: 'Stores' })).getAllByRole('article');
    await expect(stores[0]).toHaveAccessibleName('Frankfurt Zeil');
    await expect(within(stores[0] as HTMLElement).getByText(/km away$/)).toBeVisible();
    await mapDrawn(canvasElement, 3);
  },
};

export const LocationRefused: Story = {
  beforeEach: () =>
    fakeGeolocation((_success, failure) =>
      failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Location access was refused. Type a city or postcode instead',
      ),
    );
  },
};
