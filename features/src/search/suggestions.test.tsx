import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { configFromEnv } from '../platform';
import { SUGGESTION_PAUSE_MS, useSearchSuggestions, type SuggestedPlace } from './hooks';

const server = sandboxServerForTests();
const searched: URL[] = [];
const places: SuggestedPlace[] = [
  { title: 'Devices', url: '/category/devices' },
  { title: 'Flavour sticks', url: '/category/sticks' },
];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/search')) searched.push(url);
  });
});
afterEach(() => {
  searched.length = 0;
  vi.useRealTimers();
});

function typing(first: string) {
  const Providers = freshSwrWrapper(configFromEnv({}, 'http://shop.test'));
  return renderHook(({ typed }) => useSearchSuggestions(typed, places), {
    wrapper: Providers,
    initialProps: { typed: first },
  });
}

describe('search suggestions', () => {
  it('search suggestions: typing asks the search service once per pause, never per keystroke, and an earlier query again asks nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const hook = typing('s');
    for (const typed of ['st', 'sti', 'stic', 'stick', 'sticks']) {
      hook.rerender({ typed });
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_PAUSE_MS - 50));
    }
    expect(searched).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_PAUSE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(hook.result.current.some((s) => s.title === 'Mint Sticks')).toBe(true));
    expect(searched.map((url) => url.searchParams.get('q'))).toEqual(['sticks']);
    expect(searched[0]?.searchParams.get('per_page')).toBe('6');

    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    hook.rerender({ typed: 'stick' });
    hook.rerender({ typed: 'sticks' });
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_PAUSE_MS * 2));
    expect(searched).toHaveLength(1);
  });

  it('search suggestions: the shop’s places matching the words come first, at once and without a request; one letter suggests nothing', async () => {
    const hook = typing('f');
    expect(hook.result.current).toEqual([]);
    hook.rerender({ typed: 'FLAV' });
    expect(hook.result.current[0]).toMatchObject({ type: 'category', url: '/category/sticks' });
    await new Promise((resolve) => setTimeout(resolve, SUGGESTION_PAUSE_MS + 100));
    await waitFor(() => expect(searched).toHaveLength(1));
    expect(searched[0]?.searchParams.get('q')).toBe('FLAV');
  });
});
