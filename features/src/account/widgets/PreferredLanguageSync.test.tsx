import { render, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { ConfigProvider, configFromEnv, type StorefrontConfig } from '../../platform';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { accountBackendFor } from '../api';
import { signInSeededShopper } from '../testing';
import { PreferredLanguageSync } from './PreferredLanguageSync';

const saved: unknown[] = [];
sandboxServerForTests(
  http.put('*/custom-attributes/preferredLanguage', async ({ request }) => {
    saved.push(await request.clone().json());
  }),
);
beforeEach(() => {
  resetAccountSandbox();
  localStorage.clear();
  saved.length = 0;
});

const inLanguage = (config: StorefrontConfig, language: string) => ({ ...config, language });
const page = (config: StorefrontConfig, switchLanguage = vi.fn(), returnPath = () => '/account/orders') => (
  <ConfigProvider config={config}>
    <PreferredLanguageSync switchLanguage={switchLanguage} returnPath={returnPath} />
  </ConfigProvider>
);

describe('preferred language on the newer backend (PUT /api/users/{uuid}/custom-attributes/preferredLanguage)', () => {
  const config = configFromEnv({ ACCOUNT_API_URL: '/sandbox/account-evo' }, 'http://localhost');

  it('preferred language: a signed-in shopper who switches the language has it saved as their preference', async () => {
    const session = await signInSeededShopper(config, 'ada@example.com');
    const { rerender } = render(page(inLanguage(config, 'en')));
    // The first page of the session agrees on English (no preference saved yet), then the shopper switches.
    await waitFor(() => expect(localStorage.getItem('storefront.preferredLanguage')).toContain('"en"'));
    rerender(page(inLanguage(config, 'de')));
    await waitFor(() => expect(saved).toEqual([{ value: 'de' }]));
    const profile = await accountBackendFor(config).getProfile(session);
    expect(profile.extra.preferredLanguage).toBe('de');
  });

  it('preferred language: on sign-in a saved preference sets the shop language and leads where the site says the shopper goes next', async () => {
    const session = await signInSeededShopper(config, 'ada@example.com');
    await accountBackendFor(config).setPreferredLanguage(session, 'de');
    saved.length = 0;
    const switchLanguage = vi.fn();
    render(page(inLanguage(config, 'en'), switchLanguage));
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('de', '/account/orders'));
    expect(saved).toEqual([]);
  });

  it('preferred language: on the sign-in page, which forwards the shopper, the sync waits for the page it leads to', async () => {
    const session = await signInSeededShopper(config, 'ada@example.com');
    await accountBackendFor(config).setPreferredLanguage(session, 'de');
    saved.length = 0;
    const switchLanguage = vi.fn();
    const waiting = (waitWhile: boolean) => (
      <ConfigProvider config={inLanguage(config, 'en')}>
        <PreferredLanguageSync
          switchLanguage={switchLanguage}
          returnPath={() => '/cart'}
          waitWhile={waitWhile}
        />
      </ConfigProvider>
    );
    const { rerender } = render(waiting(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(switchLanguage).not.toHaveBeenCalled();
    rerender(waiting(false));
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('de', '/cart'));
    expect(saved).toEqual([]);
  });

  it('preferred language: a guest switching language saves nothing', async () => {
    const { rerender } = render(page(inLanguage(config, 'en')));
    rerender(page(inLanguage(config, 'de')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
  });
});

describe('preferred language on the older backend', () => {
  const config = configFromEnv({ ACCOUNT_API_URL: '/sandbox/account-legacy' }, 'http://localhost');

  it('preferred language: the older backend has no preferred-language attribute, so switching saves nothing', async () => {
    await signInSeededShopper(config, 'ada@example.com');
    const { rerender } = render(page(inLanguage(config, 'en')));
    rerender(page(inLanguage(config, 'de')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
    expect(localStorage.getItem('storefront.preferredLanguage')).toBeNull();
  });
});
