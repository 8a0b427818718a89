import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { configFromEnv } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetDevicesSandbox } from '../../backends/account/sandbox';
import { PackCodeForm } from './PackCodeForm';

sandboxServerForTests();

describe.each(accountBackends)('PackCodeForm on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const Shop = shopWrapper(config);

  beforeEach(async () => {
    resetAccountSandbox();
    resetDevicesSandbox();
    localStorage.clear();
    await signInSeededShopper(config);
  });

  it.each([
    ['PACK-LIMIT-0002', 'This code is genuine, but you have reached the registration limit.'],
    ['PACK-CAPPED-0004', 'This code is genuine, but you have reached the registration limit.'],
    ['PACK-FAKE-0003', 'This code could not be registered.'],
  ])('pack code: %s is refused with "%s" and stays typed', async (typed, message) => {
    const user = userEvent.setup();
    render(<PackCodeForm />, { wrapper: Shop });
    const code = screen.getByRole('textbox', { name: 'Pack code' });
    await user.type(code, `${typed}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(code).toHaveValue(typed);
  });

  it('pack code: a valid code is confirmed and hands its loyalty rule to the page', async () => {
    const user = userEvent.setup();
    const registered: unknown[] = [];
    render(<PackCodeForm onRegistered={(result) => registered.push(result.loyalty_rule)} />, {
      wrapper: Shop,
    });
    await user.type(screen.getByRole('textbox', { name: 'Pack code' }), 'PACK-GENUINE-0001{Enter}');
    expect(await screen.findByText('Your code is registered.')).toBeInTheDocument();
    expect(registered).toEqual([{ event_name: 'pack_code_registered', points: 10 }]);
  });
});
