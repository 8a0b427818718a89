import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { storeGuestCartId } from '../../cart';
import { FlavourFinderUrlContext } from '../hooks';
import { defaultQuestions as questions } from '../questions';
import { FlavourFinder } from './FlavourFinder';

/** The finder on its page: the answers in the URL's query string, as the site's route hands it over. */
function FinderAt({ search }: { search: string }) {
  const [current, setSearch] = useState(search);
  return (
    <FlavourFinderUrlContext.Provider value={{ search: current, setSearch }}>
      <FlavourFinder questions={questions} />
    </FlavourFinderUrlContext.Provider>
  );
}

const viewports = {
  options: {
    phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '800px' } },
    desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '800px' } },
  },
};
const at = (value: 'phone' | 'desktop', theme: 'light' | 'dark') => ({
  viewport: { value, isRotated: false },
  theme,
});

const meta: Meta<typeof FinderAt> = {
  title: 'Features/Flavour finder/FlavourFinder',
  component: FinderAt,
  parameters: { screenshot: true, viewport: viewports },
  // A fresh commerce sandbox, and no cart id from an earlier story pointing into the one just emptied.
  beforeEach: () => {
    resetCommerceSandbox();
    storeGuestCartId('default', undefined);
  },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The first question, nothing chosen yet. */
export const FirstQuestion: Story = {
  args: { search: '' },
  globals: at('desktop', 'light'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Question 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Previous question' })).toBeNull();
  },
};
export const FirstQuestionPhoneDark: Story = { ...FirstQuestion, globals: at('phone', 'dark') };

/** The second question after "Balanced", with an answer chosen. */
export const SecondQuestion: Story = {
  args: { search: '?q1=2' },
  globals: at('desktop', 'light'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Question 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Icy fresh' }));
    await expect(canvas.getByRole('radio', { name: 'Icy fresh' })).toBeChecked();
  },
};
export const SecondQuestionPhoneDark: Story = { ...SecondQuestion, globals: at('phone', 'dark') };

/** The last question, sent without an answer: the alert says what to do. */
export const LastQuestionWithoutAnswer: Story = {
  args: { search: '?q1=2&q2=3' },
  globals: at('desktop', 'light'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show my flavour' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose an answer to go on.');
  },
};
export const LastQuestionWithoutAnswerPhoneDark: Story = {
  ...LastQuestionWithoutAnswer,
  globals: at('phone', 'dark'),
};

/** A shared result link: Mint, with its ratings, the answers and add to cart. */
export const Result: Story = {
  args: { search: '?q1=2&q2=3&q3=2' },
  globals: at('desktop', 'light'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your flavour: Mint' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Mint to cart' })).toBeEnabled();
  },
};
export const ResultDark: Story = { ...Result, globals: at('desktop', 'dark') };
export const ResultPhone: Story = { ...Result, globals: at('phone', 'light') };
export const ResultPhoneDark: Story = { ...Result, globals: at('phone', 'dark') };

/** After add to cart: the confirmation and the way to the cart. */
export const ResultAdded: Story = {
  ...Result,
  play: async (context) => {
    await Result.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Mint to cart' }));
    await expect(await canvas.findByText('Mint is in your cart.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to cart' })).toBeVisible();
  },
};
