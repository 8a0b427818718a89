import type { RedisClientType } from 'redis';
import { describe, expect, it, vi } from 'vitest';
import { timeBoxed } from './redis.server';

describe('timeBoxed', () => {
  it('Redis resting after a late command: pages skip it for a second, but a render claim is still given back', async () => {
    const client = { isReady: true } as RedisClientType;
    const redis = timeBoxed(client, { what: 'Shared caches', meanwhile: '', limitMs: 10, restMs: 1000 });
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A command that never answers: given up after 10 ms, and Redis rests.
    expect(await redis.run(() => new Promise(() => undefined))).toBeUndefined();
    expect(redis.state()).toBe('slow');
    const skipped = vi.fn(async () => 'OK');
    expect(await redis.run(skipped)).toBeUndefined();
    expect(skipped).not.toHaveBeenCalled();
    // Skipped, a claim's release left every instance serving the old page until the claim expired.
    const release = vi.fn(async () => 1);
    redis.send(release);
    expect(release).toHaveBeenCalledWith(client);
    said.mockRestore();
  });
});
