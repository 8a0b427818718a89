import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Panel, PanelIntro, PanelSubtitle, PanelTitle } from './Panel';

const meta = {
  title: 'Design system/Display pieces/Panel',
  component: Panel,
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Panels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Panel aria-labelledby="panel-form" spacing="snug">
        <PanelTitle id="panel-form">Stay in the loop</PanelTitle>
        <PanelIntro>New flavours and offers, about once a month.</PanelIntro>
      </Panel>
      <Panel aria-labelledby="panel-wide" width="wide">
        <PanelTitle id="panel-wide">Your rewards</PanelTitle>
        <PanelIntro>Points are earned with every order and can be spent on prizes.</PanelIntro>
        <PanelSubtitle>Prizes</PanelSubtitle>
        <PanelIntro>No prizes yet.</PanelIntro>
      </Panel>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Stay in the loop' })).toBeVisible();
    const rewards = canvas.getByRole('region', { name: 'Your rewards' });
    await expect(within(rewards).getByRole('heading', { name: 'Prizes', level: 3 })).toBeVisible();
  },
};

export const PanelsDark: Story = { ...Panels, globals: { theme: 'dark' } };
