import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredUser,
  configFromEnv,
  setStoredUser,
  subscribeToTracking,
  type TrackingEvent,
} from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import {
  resetReferralSandbox,
  SANDBOX_ADA_UUID,
  SANDBOX_REFERRAL_CODE,
} from '../../backends/referral/sandbox';
import { ReferralWidget } from './ReferralWidget';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const failure = () => HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 });

const Shop = shopWrapper(config);

beforeEach(() => {
  resetReferralSandbox();
  localStorage.clear();
  setStoredUser({ uuid: SANDBOX_ADA_UUID, ciam_token: 'token', session_token: 'token' });
});
afterEach(() => {
  clearStoredUser();
  vi.restoreAllMocks();
});

describe('ReferralWidget', () => {
  it('referral: when the clipboard refuses, the shopper is told to copy by hand and no copy is tracked', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    render(<ReferralWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The code could not be copied. Select it and copy it yourself.',
    );
    expect(screen.getByText(SANDBOX_REFERRAL_CODE)).toBeInTheDocument();
    expect(events).toEqual([]);
    stop();
  });

  it('referral: an inactive programme shows no code', async () => {
    server.use(http.get('*/sandbox/loyalty/referral/status', () => HttpResponse.json({ isActive: false })));
    render(<ReferralWidget />, { wrapper: Shop });
    expect(await screen.findByText('The referral programme is not available right now.')).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_REFERRAL_CODE)).toBeNull();
  });

  it('referral: a failed status read shows the programme as inactive', async () => {
    server.use(http.get('*/sandbox/loyalty/referral/status', failure));
    render(<ReferralWidget />, { wrapper: Shop });
    expect(await screen.findByText('The referral programme is not available right now.')).toBeInTheDocument();
  });

  it('referral: failed customer and stats reads show no code yet and zero stats', async () => {
    server.use(
      http.get('*/sandbox/loyalty/referral/customer/:id', failure),
      http.get('*/sandbox/loyalty/referral/referrer/:id/stats', failure),
    );
    render(<ReferralWidget />, { wrapper: Shop });
    expect(
      await screen.findByText('Your referral code is not ready yet. Please come back later.'),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('0')).toHaveLength(3);
  });

  it('referral: a guest is asked to sign in to see their code', async () => {
    clearStoredUser();
    render(<ReferralWidget signInHref="/sign-in" />, { wrapper: Shop });
    expect(await screen.findByRole('link', { name: 'Sign in to see your referral code' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });
});
