import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { sandboxRoute, subscribeToTracking, type TrackingEvent } from '../../platform';
import { SearchWidget } from './SearchWidget';

const meta: Meta<typeof SearchWidget> = {
  title: 'Features/Search/SearchWidget',
  parameters: { screenshot: true },
  component: SearchWidget,
  args: { navigate: fn() },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof SearchWidget>;

export const Empty: Story = {};

export const SearchIsTracked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    try {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the shop' }), 'amber{Enter}');
      await expect(await canvas.findByRole('heading', { name: '3 results for “amber”' })).toBeVisible();
      await expect(events).toContainEqual({
        name: 'tracking:activity:search',
        payload: { search_term: 'amber' },
      });
    } finally {
      stop();
    }
  },
};

export const HighlightedResults: Story = {
  args: { initialQuery: 'device life' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Five habits for a long device life' });
    // The service's <em> marks come through the design system's sanitiser, nothing else.
    await expect(link.querySelector('em')).toHaveTextContent('device');
  },
};

export const PagingWithTheKeyboard: Story = {
  args: { initialQuery: 'flavour', perPage: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Search result pages' });
    within(pages).getByRole('link', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus();
    await expect(canvas.getByRole('list', { name: 'Search results' })).toHaveAttribute('start', '4');
  },
};

export const ResultClickIsTrackedThenLeaves: Story = {
  args: { initialQuery: 'charger' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    try {
      await userEvent.click(await canvas.findByRole('link', { name: 'Fast Charger' }));
      await expect(events).toContainEqual({
        name: 'tracking:activity:search_result_click',
        payload: { search_term: 'charger', url: '/products/CHARGER', position: 1 },
      });
      await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/products/CHARGER'), { timeout: 2000 });
    } finally {
      stop();
    }
  },
};

export const NoResults: Story = {
  args: { initialQuery: 'snorkel' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No results for “snorkel”.' }),
    ).toBeVisible();
  },
};

export const ServiceDown: Story = {
  args: { initialQuery: 'device' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(sandboxRoute('search', '/api/search'), () =>
        HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Search is not available right now. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initialQuery: 'menthol' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Search results' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { initialQuery: 'flavour', perPage: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('navigation', { name: 'Search result pages' }),
    ).toBeVisible();
  },
};
