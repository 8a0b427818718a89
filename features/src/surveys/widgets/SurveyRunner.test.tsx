import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStoredUser, configFromEnv, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import {
  failNextSurveyListCalls,
  resetSurveysSandbox,
  SANDBOX_SERIAL_CODE,
} from '../../backends/surveys/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { SURVEY_LIST_RETRY_DELAY_MS } from '../hooks';
import { SurveyRunner } from './SurveyRunner';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);

/** When each survey-list call reached the sandbox. */
const listCalls: number[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/surveys'))
    listCalls.push(Date.now());
});

let events: TrackingEvent[] = [];
let stopTracking = () => {};
beforeEach(async () => {
  resetSurveysSandbox();
  listCalls.length = 0;
  localStorage.clear();
  await signInSeededShopper(config, 'ada@example.com');
  events = [];
  stopTracking = subscribeToTracking((event) => events.push(event));
});
afterEach(() => {
  stopTracking();
  clearStoredUser();
});

const surveyEvents = () => events.filter((event) => event.name.startsWith('tracking:activity:survey_'));

describe('SurveyRunner', () => {
  it('survey list retries 3 times with 500 ms between (spec section 8): three failures, then the survey shows', async () => {
    failNextSurveyListCalls(3);
    render(<SurveyRunner surveyId="taste-profile" />, { wrapper: Shop });
    expect(await screen.findByRole('button', { name: 'Start survey' }, { timeout: 4000 })).toBeVisible();
    expect(listCalls).toHaveLength(4);
    for (let retry = 1; retry < listCalls.length; retry += 1) {
      expect(listCalls[retry]! - listCalls[retry - 1]!).toBeGreaterThanOrEqual(
        SURVEY_LIST_RETRY_DELAY_MS - 20,
      );
    }
  });

  it('survey list retries 3 times with 500 ms between (spec section 8): after the third retry the shopper is told, in an alert', async () => {
    failNextSurveyListCalls(10);
    render(<SurveyRunner surveyId="taste-profile" />, { wrapper: Shop });
    await waitFor(() => expect(listCalls).toHaveLength(4), { timeout: 4000 });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the surveys. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, SURVEY_LIST_RETRY_DELAY_MS * 2));
    expect(listCalls).toHaveLength(4);
  });

  it('a survey start to finish by keyboard, one question at a time, raises survey start, progress and completion', async () => {
    const user = userEvent.setup();
    render(<SurveyRunner surveyId="taste-profile" />, { wrapper: Shop });
    await screen.findByRole('button', { name: 'Start survey' });
    await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Question 1 of 3')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: 'Your taste profile' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an answer.');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Fruity' })).toBeChecked();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Question 2 of 3')).toBeVisible();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous question' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Question 1 of 3')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Fruity' })).toBeChecked();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Question 2 of 3')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Every week' })).toBeChecked();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Question 3 of 3')).toBeVisible();
    await user.tab();
    await user.keyboard('A ginger blend');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send answers' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your answers are in. You earn 50 points.');
    expect(surveyEvents()).toEqual([
      { name: 'tracking:activity:survey_start', payload: { survey_id: 'taste-profile' } },
      { name: 'tracking:activity:survey_progress', payload: { survey_id: 'taste-profile', step: 1 } },
      { name: 'tracking:activity:survey_progress', payload: { survey_id: 'taste-profile', step: 1 } },
      { name: 'tracking:activity:survey_progress', payload: { survey_id: 'taste-profile', step: 2 } },
      { name: 'tracking:activity:survey_completion', payload: { survey_id: 'taste-profile' } },
    ]);
  });

  it('a failed send keeps every answer and says so in an alert; sending again completes the survey', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '*/sandbox/engagement-evo/api/loyalty/consumers/:id/survey-submissions',
        () => HttpResponse.json({ code: 503, message: 'down', data: null }, { status: 503 }),
        { once: true },
      ),
    );
    render(<SurveyRunner surveyId="taste-profile" completionText="See you soon." />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Start survey' }));
    await user.click(await screen.findByRole('radio', { name: 'Rich and roasted' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.click(await screen.findByRole('radio', { name: 'Now and then' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.type(
      await screen.findByRole('textbox', { name: /What would you like us to make next/ }),
      'Tea',
    );
    await user.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your answers. Your answers are kept: please try again.',
    );
    expect(screen.getByRole('textbox', { name: /What would you like us to make next/ })).toHaveValue('Tea');
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(await screen.findByRole('radio', { name: 'Now and then' })).toBeChecked();
    expect(surveyEvents().map((event) => event.name)).not.toContain('tracking:activity:survey_completion');

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.click(await screen.findByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('See you soon.')).toBeVisible();
    expect(surveyEvents().at(-1)).toEqual({
      name: 'tracking:activity:survey_completion',
      payload: { survey_id: 'taste-profile' },
    });
  });

  it('serial code: a wrong code is announced and kept in the field; the pack code opens the survey', async () => {
    const user = userEvent.setup();
    render(<SurveyRunner surveyId="device-feedback" />, { wrapper: Shop });
    const field = await screen.findByRole('textbox', { name: 'Serial code from your pack' });
    await user.type(field, 'WRONG-1');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This serial code does not open the survey. Please check it and try again.',
      ),
    );
    expect(field).toHaveValue('WRONG-1');
    await user.clear(field);
    await user.type(field, `${SANDBOX_SERIAL_CODE}{Enter}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code accepted. You can start the survey now.',
    );
    await user.click(screen.getByRole('button', { name: 'Start survey' }));
    expect(await screen.findByText('Question 1 of 2')).toBeVisible();
  });

  it('a guest is asked to sign in, and nothing is asked of the service', async () => {
    clearStoredUser();
    render(<SurveyRunner surveyId="taste-profile" signInHref="/sign-in?next=/quiz" />, { wrapper: Shop });
    expect(screen.getByRole('link', { name: 'Sign in to take part in our surveys' })).toHaveAttribute(
      'href',
      '/sign-in?next=/quiz',
    );
    expect(listCalls).toHaveLength(0);
  });
});
