import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { configFromEnv } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { signInSeededShopper } from '../testing';
import { ComplaintsSummary } from './ComplaintsSummary';

const server = sandboxServerForTests();
beforeEach(() => {
  resetAccountSandbox();
  localStorage.clear();
});

describe('ComplaintsSummary on the newer backend (GET /api/users/{uuid}/complaints)', () => {
  const config = configFromEnv({ ACCOUNT_API_URL: '/sandbox/account-evo' }, 'http://localhost');
  const Shop = shopWrapper(config);

  it('complaints: a shopper with a complaint on file reads that customer service is on it', async () => {
    await signInSeededShopper(config, 'ada@example.com');
    render(<ComplaintsSummary />, { wrapper: Shop });
    expect(await screen.findByText(/You have a complaint on file/)).toBeInTheDocument();
  });

  it('complaints: a shopper without complaints reads that none are on file', async () => {
    await signInSeededShopper(config, 'new@example.com');
    render(<ComplaintsSummary />, { wrapper: Shop });
    expect(await screen.findByText('You have no complaints on file.')).toBeInTheDocument();
  });

  it('complaints: a failed look-up is announced and can be tried again', async () => {
    await signInSeededShopper(config, 'ada@example.com');
    server.use(
      http.get(
        '*/sandbox/account-evo/api/users/:uuid/complaints',
        () => HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
        { once: true },
      ),
    );
    render(<ComplaintsSummary />, { wrapper: Shop });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not look up your complaints just now.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have a complaint on file/)).toBeInTheDocument();
  });

  it('complaints: a signed-out shopper is offered to sign in', () => {
    render(<ComplaintsSummary />, { wrapper: Shop });
    expect(screen.getByRole('link', { name: 'Sign in to see your complaints.' })).toHaveAttribute(
      'href',
      '/sign-in?next=/account/complaints',
    );
  });
});

describe('ComplaintsSummary on the older backend', () => {
  const config = configFromEnv({ ACCOUNT_API_URL: '/sandbox/account-legacy' }, 'http://localhost');

  it('complaints: the older backend has no complaints call, so the page says customer service can tell', async () => {
    await signInSeededShopper(config, 'ada@example.com');
    render(<ComplaintsSummary />, { wrapper: shopWrapper(config) });
    expect(screen.getByText(/Complaints cannot be shown here/)).toBeInTheDocument();
  });
});
