import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneFrame } from '../../storybook/canvas.css';
import { FormMessage } from './FormMessage';

const meta = {
  title: 'Design system/Forms/FormMessage',
  component: FormMessage,
} satisfies Meta<typeof FormMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div className={phoneFrame} style={{ display: 'grid', gap: '1rem' }}>
      <FormMessage tone="danger" role="alert">
        Please enter a valid e-mail address.
      </FormMessage>
      <FormMessage tone="success" role="status">
        Thank you, your message is on its way.
      </FormMessage>
      <FormMessage role="status">Saving…</FormMessage>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };
