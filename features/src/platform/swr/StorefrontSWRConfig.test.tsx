import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import useSWR, { useSWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWR_CACHE_GC_MS } from './collectingCache';
import { swrPresets } from './defaults';
import { StorefrontSWRConfig } from './StorefrontSWRConfig';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Points({ fetcher }: { fetcher: () => Promise<number> }) {
  const { data, error } = useSWR('loyalty/points', fetcher);
  return <p>{error ? 'error' : (data ?? 'loading')}</p>;
}

function Methods({ fetcher, options }: { fetcher: () => Promise<string>; options: SWRConfiguration }) {
  const { data, error } = useSWR('auth/methods', fetcher, options);
  return <p>{error ? 'error' : (data ?? 'loading')}</p>;
}

let seenCache: Cache | undefined;
function CacheSpy() {
  const { cache } = useSWRConfig();
  useEffect(() => {
    seenCache = cache;
  }, [cache]);
  return null;
}

describe('StorefrontSWRConfig', () => {
  it('swr: a failing request is tried 4 times in all, at 0 s, 1 s, 3 s and 7 s', async () => {
    const fetcher = vi.fn(async (): Promise<number> => {
      throw new Error('down');
    });
    render(
      <StorefrontSWRConfig>
        <Points fetcher={fetcher} />
      </StorefrontSWRConfig>,
    );
    const callsAt = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      return fetcher.mock.calls.length;
    };
    expect(await callsAt(0)).toBe(1);
    expect(await callsAt(999)).toBe(1);
    expect(await callsAt(1)).toBe(2);
    expect(await callsAt(2000)).toBe(3);
    expect(await callsAt(4000)).toBe(4);
    expect(await callsAt(60_000)).toBe(4);
  });

  it.each(['authMethods', 'tradeInConfiguration'] as const)(
    'swr preset: %s fails once and is not retried',
    async (preset) => {
      const fetcher = vi.fn(async (): Promise<string> => {
        throw new Error('down');
      });
      const { container } = render(
        <StorefrontSWRConfig>
          <Methods fetcher={fetcher} options={swrPresets[preset]} />
        </StorefrontSWRConfig>,
      );
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(container.textContent).toBe('error');
    },
  );

  it('swr preset: verification methods are fetched once and not again when a widget mounts later', async () => {
    const fetcher = vi.fn(async () => 'id-document');
    const { rerender } = render(
      <StorefrontSWRConfig>
        <Methods fetcher={fetcher} options={swrPresets.verificationMethods} />
      </StorefrontSWRConfig>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    rerender(
      <StorefrontSWRConfig>
        <Methods fetcher={fetcher} options={swrPresets.verificationMethods} />
        <Methods fetcher={fetcher} options={swrPresets.verificationMethods} />
      </StorefrontSWRConfig>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('swr: two widgets asking for the same data share one request', async () => {
    const fetcher = vi.fn(async () => 120);
    const { container } = render(
      <StorefrontSWRConfig>
        <Points fetcher={fetcher} />
        <Points fetcher={fetcher} />
      </StorefrontSWRConfig>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('120120');
  });

  it('swr cache: data stays while its widget is mounted and is collected 5 minutes after it unmounts', async () => {
    const fetcher = vi.fn(async () => 120);
    const { rerender } = render(
      <StorefrontSWRConfig>
        <CacheSpy />
        <Points fetcher={fetcher} />
      </StorefrontSWRConfig>,
    );
    await act(() => vi.advanceTimersByTimeAsync(SWR_CACHE_GC_MS * 2));
    expect(seenCache?.get('loyalty/points')?.data).toBe(120);
    rerender(
      <StorefrontSWRConfig>
        <CacheSpy />
      </StorefrontSWRConfig>,
    );
    await act(() => vi.advanceTimersByTimeAsync(SWR_CACHE_GC_MS - 1));
    expect(seenCache?.get('loyalty/points')?.data).toBe(120);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(seenCache?.get('loyalty/points')).toBeUndefined();
  });

  it('swr: each StorefrontSWRConfig has its own cache, so server renders never share data', () => {
    render(
      <StorefrontSWRConfig>
        <CacheSpy />
      </StorefrontSWRConfig>,
    );
    const first = seenCache;
    render(
      <StorefrontSWRConfig>
        <CacheSpy />
      </StorefrontSWRConfig>,
    );
    expect(seenCache).not.toBe(first);
  });
});
