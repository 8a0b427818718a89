import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, type StorefrontConfig } from './config';
import { ConfigProvider, useConfig } from './ConfigProvider';

afterEach(() => vi.restoreAllMocks());

describe('ConfigProvider', () => {
  it('config: outside a provider it logs at debug level and falls back to the default configuration', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { result } = renderHook(() => useConfig());
    expect(result.current).toEqual(defaultConfig);
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('outside ConfigProvider'));
  });

  it('config: inside a provider it gives the provided configuration and logs nothing', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const trial: StorefrontConfig = { ...defaultConfig, storeView: 'trial', locale: 'de-AT' };
    const { result } = renderHook(() => useConfig(), {
      wrapper: ({ children }) => <ConfigProvider config={trial}>{children}</ConfigProvider>,
    });
    expect(result.current).toBe(trial);
    expect(debug).not.toHaveBeenCalled();
  });
});
