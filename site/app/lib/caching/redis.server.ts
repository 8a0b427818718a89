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

/** What a time-boxed Redis is doing, as `/readyz` says it. */
export type RedisState = 'connected' | 'slow' | 'unreachable';

/** The longest a page waits on one Redis command before it carries on without it. */
export const REDIS_TIME_BOX_MS = 50;

/**
 * Redis for what a page waits on (the shared page cache): each command is given up after `limitMs` (50 ms) and
 * answers undefined, so the caller carries on in its own memory; after a command that failed or was late, Redis is
 * left alone for `restMs` (1 s), so a slow Redis costs one request a second 50 ms, not every request. A slow Redis is
 * said once in the log until a command succeeds again (an unreachable one is said by connectRedis).
 */
export function timeBoxed(
  client: RedisClientType,
  {
    what,
    meanwhile,
    limitMs = REDIS_TIME_BOX_MS,
    restMs = 1000,
  }: { what: string; meanwhile: string; limitMs?: number; restMs?: number },
) {
  let restUntil = 0;
  let said = false;
  const run = async <T>(command: (redis: RedisClientType) => Promise<T>): Promise<T | undefined> => {
    if (!client.isReady || Date.now() < restUntil) return undefined;
    let timer: NodeJS.Timeout | undefined;
    // Late is decided after the event loop's next poll for input: an answer already on the socket, behind a render
    // that held the loop, is not Redis's lateness.
    const late = new Promise<typeof LATE>(
      (resolve) => (timer = setTimeout(() => setImmediate(resolve, LATE), limitMs)),
    );
    try {
      const answer = await Promise.race([command(client), late]);
      if (answer === LATE) throw new Error(`no answer within ${limitMs} ms`);
      said = false;
      return answer;
    } catch (error) {
      restUntil = Date.now() + restMs;
      if (!said && client.isReady) {
        said = true;
        console.error(`${what}: Redis is slow (${(error as Error).message}); ${meanwhile}`);
      }
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  /**
   * A command no page waits for that must not be lost to a rest (giving a render claim back): sent whenever the
   * client is connected. Skipped, it held every instance's render of the page until the claim expired (10 s).
   */
  const send = (command: (redis: RedisClientType) => Promise<unknown>) => {
    if (client.isReady) command(client).catch(() => undefined);
  };
  const state = (): RedisState =>
    !client.isReady ? 'unreachable' : Date.now() < restUntil ? 'slow' : 'connected';
  return { run, send, state };
}

const LATE = Symbol('late');

export type TimeBoxed = ReturnType<typeof timeBoxed>;
