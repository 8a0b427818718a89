import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { clearStoredUser, defaultConfig } from '../../platform';
import { failNextSurveyListCalls, resetSurveysSandbox } from '../../backends/surveys/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { SurveyRunner } from './SurveyRunner';

/** Ada signed in, every survey back to not started; signed out after. */
async function signedInAsAda() {
  resetSurveysSandbox();
  await signInSeededShopper(defaultConfig, 'ada@example.com');
  return () => clearStoredUser();
}

const meta = {
  title: 'Features/Surveys/SurveyRunner',
  parameters: { screenshot: true },
  component: SurveyRunner,
  args: { surveyId: 'taste-profile' },
  beforeEach: signedInAsAda,
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof SurveyRunner>;

export default meta;
type Story = StoryObj<typeof meta>;

const startButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Start survey' }, { timeout: 5000 });

/** Step 0: the survey's title, description and points, and the way in. */
export const Intro: Story = {
  play: async ({ canvasElement }) => {
    await expect(await startButton(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByText(/Earn 50 points\. 50 points/)).toBeVisible();
  },
};
export const IntroDark: Story = { ...Intro, globals: { theme: 'dark' } };

/** A choice question, with the progress announced. */
export const ChoiceQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await startButton(canvasElement));
    await expect(await canvas.findByText('Question 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Fresh and minty' }));
    await expect(canvas.getByRole('radio', { name: 'Fresh and minty' })).toBeChecked();
  },
};
export const ChoiceQuestionDark: Story = { ...ChoiceQuestion, globals: { theme: 'dark' } };

/** Next without an answer: the question says what is missing. */
export const UnansweredQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await startButton(canvasElement));
    await userEvent.click(await canvas.findByRole('button', { name: 'Next question' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please choose an answer.');
  },
};
export const UnansweredQuestionDark: Story = { ...UnansweredQuestion, globals: { theme: 'dark' } };

/** The last, optional question in the shopper's own words. */
export const TextQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await startButton(canvasElement));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Fruity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next question' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Every month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next question' }));
    await userEvent.type(await canvas.findByRole('textbox'), 'A ginger blend');
    await expect(canvas.getByText('Question 3 of 3')).toBeVisible();
  },
};
export const TextQuestionDark: Story = { ...TextQuestion, globals: { theme: 'dark' } };

/** Sent: the thank-you with the points earned. */
export const Completed: Story = {
  args: { completionText: 'We read every answer.' },
  play: async (context) => {
    await TextQuestion.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('You earn 50 points.');
  },
};
export const CompletedDark: Story = { ...Completed, globals: { theme: 'dark' } };

/** A survey opened by a pack's serial code, after a wrong code. */
export const SerialCode: Story = {
  args: { surveyId: 'device-feedback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole(
      'textbox',
      { name: 'Serial code from your pack' },
      { timeout: 5000 },
    );
    await userEvent.type(field, 'WRONG-1{Enter}');
    // Shown under the field, and read out by a hidden alert: the first is the one a sighted shopper sees.
    const [shown] = await canvas.findAllByText(
      'This serial code does not open the survey. Please check it and try again.',
    );
    await expect(shown).toBeVisible();
    await expect(field).toHaveValue('WRONG-1');
  },
};
export const SerialCodeDark: Story = { ...SerialCode, globals: { theme: 'dark' } };

/** The list could not be read (after its retries). */
export const ListFailed: Story = {
  // After the meta's sign-in, which puts the sandbox back as seeded.
  beforeEach: () => failNextSurveyListCalls(10),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'We could not load the surveys. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
export const ListFailedDark: Story = { ...ListFailed, globals: { theme: 'dark' } };

export const Guest: Story = {
  beforeEach: () => clearStoredUser(),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Sign in to take part in our surveys' }),
    ).toBeVisible();
  },
};
export const GuestDark: Story = { ...Guest, globals: { theme: 'dark' } };
