import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, configFromEnv, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetReferralSandbox, SANDBOX_REFERRAL_CODE } from '../../backends/referral/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { ReferralWidget } from './ReferralWidget';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const failure = () => HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 });

const Shop = shopWrapper(config);

beforeEach(async () => {
  resetReferralSandbox();
  localStorage.clear();
  await signInSeededShopper(config, 'ada@example.com');
});
afterEach(() => {
  clearStoredUser();
  vi.restoreAllMocks();
});

describe('ReferralWidget', () => {
  it('tracking: copying the code raises referral_code_copy once, from the click', async () => {
    // userEvent installs the clipboard jsdom lacks; the spy goes on after it.
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    try {
      render(<ReferralWidget />, { wrapper: Shop });
      expect(events).toEqual([]);
      await user.click(await screen.findByRole('button', { name: 'Copy code' }));
      expect(
        await screen.findByText(`Your referral code ${SANDBOX_REFERRAL_CODE} is copied.`),
      ).toBeInTheDocument();
      expect(events).toEqual([{ name: 'tracking:activity:referral_code_copy', payload: {} }]);
    } finally {
      stop();
    }
  });

  it("referral: a shopper who joined with a friend's code sees the code they joined with", async () => {
    const newcomer = await signInSeededShopper(config, 'new@example.com');
    await fetch(`${config.backends.loyalty}/referral/customer`, {
      method: 'PUT',
      headers: {
        'x-tenant-token': config.tenantToken,
        authorization: `Bearer ${newcomer.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        uuid: newcomer.uuid,
        referral_code: SANDBOX_REFERRAL_CODE,
        source: 'registration',
      }),
    });
    render(<ReferralWidget />, { wrapper: Shop });
    expect(
      await screen.findByText(`You joined with a friend's code: ${SANDBOX_REFERRAL_CODE}.`),
    ).toBeInTheDocument();
  });

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
    server.use(
      http.get('*/sandbox/loyalty-evo/referral/status', () => HttpResponse.json({ isActive: false })),
    );
    render(<ReferralWidget />, { wrapper: Shop });
    expect(await screen.findByText('The referral programme is not available right now.')).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_REFERRAL_CODE)).toBeNull();
  });

  it('referral: a failed status read shows the programme as inactive', async () => {
    server.use(http.get('*/sandbox/loyalty-evo/referral/status', failure));
    render(<ReferralWidget />, { wrapper: Shop });
    expect(await screen.findByText('The referral programme is not available right now.')).toBeInTheDocument();
  });

  it('referral: failed customer and stats reads show no code yet and zero stats', async () => {
    server.use(
      http.get('*/sandbox/loyalty-evo/referral/customer/:id', failure),
      http.get('*/sandbox/loyalty-evo/referral/referrer/:id/stats', failure),
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
