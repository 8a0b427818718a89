import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { SearchField } from './SearchField';

const meta: Meta<typeof SearchField> = {
  title: 'Features/Search/SearchField',
  parameters: { screenshot: true },
  component: SearchField,
  args: {
    id: 'story-search',
    label: 'Search the shop',
    name: 'q',
    placeholder: 'Search',
    places: [
      { title: 'Devices', url: '/category/devices' },
      { title: 'Flavour sticks', url: '/category/sticks' },
    ],
    onChoose: fn(),
  },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        {/* Room under the field for its suggestions in the screenshot. */}
        <div
          style={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'flex-end',
            minHeight: '26rem',
          }}
        >
          <Story />
        </div>
      </SWRConfig>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof SearchField>;

/** As the server sends it: a plain search field. */
export const Plain: Story = {};

/** Reaches the field, types, and moves to the second suggestion. */
async function suggestAndChoose(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByLabelText('Search the shop'));
  // The suggestions load on first reach: the field becomes a combobox and keeps the focus.
  const field = await canvas.findByRole('combobox', { name: 'Search the shop' }, { timeout: 15_000 });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.keyboard('sticks');
  await expect(await canvas.findByRole('option', { name: /Mint Sticks/ }, { timeout: 5_000 })).toBeVisible();
  await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Flavour sticksCategory');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
}

/** Reached and typed in: the shop's category first, then the search service's hits; the arrow keys choose. */
export const Suggesting: Story = {
  play: ({ canvasElement }) => suggestAndChoose(canvasElement),
};

/** Enter on a chosen suggestion leads to its page (a product's own Builder page where the mapping names one). */
export const ChoosingLeadsThere: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await suggestAndChoose(canvasElement);
    await userEvent.keyboard('{Enter}');
    const chosen = /^\/(products|flavours)\//;
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith(expect.stringMatching(chosen)));
  },
};
