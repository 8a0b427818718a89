import type { RedisClientType } from 'redis';

/**
 * A node-redis client to REDIS_URL as the shop makes one, for the throttle and for purges: a command never waits for
 * a connection that is not there (it fails at once, and the caller carries on in this process's memory), the first
 * connection is tried in the background, and the client reconnects by itself (after 0.5 s, doubling to 10 s). An
 * outage is said once in the log, without the URL (it may hold a password), as `<what>: Redis cannot be reached
 * (<reason>); <meanwhile>`.
 */
export async function connectRedis(
  url: string,
  { what, meanwhile }: { what: string; meanwhile: string },
): Promise<RedisClientType> {
  const { createClient } = await import('redis');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(500 * 2 ** retries, 10_000) },
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.error(`${what}: Redis cannot be reached (${error.message}); ${meanwhile}`);
  });
  client.on('ready', () => (down = false));
  client.connect().catch(() => undefined);
  return client as RedisClientType;
}
