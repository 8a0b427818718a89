import { hostname } from 'node:os';
import { connectRedis } from './redis.server';

/** The Redis channel every instance's processes hear purges on. */
export const PURGE_CHANNEL = 'storefront:purge';

/** A purge as the server applies it (server/purge.mjs): tags, shared-read tags, paths, or everything. */
export interface ChannelPurge {
  tags?: string[];
  readTags?: string[];
  paths?: string[];
  everything?: boolean;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 10_000 && value.every((item) => typeof item === 'string');

/** A purge message from the channel, or undefined when it is not one (the channel is shared infrastructure). */
export function purgeOfMessage(message: string): { instance: string; purge: ChannelPurge } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { instance, purge } = parsed as { instance?: unknown; purge?: unknown };
  if (typeof instance !== 'string' || typeof purge !== 'object' || purge === null) return undefined;
  const { tags = [], readTags = [], paths = [], everything = false } = purge as Record<string, unknown>;
  if (!isStrings(tags) || !isStrings(readTags) || !isStrings(paths) || typeof everything !== 'boolean')
    return undefined;
  return { instance, purge: { tags, readTags, paths, everything } };
}

/**
 * Purges between instances through Redis (REDIS_URL): every serving process subscribes to PURGE_CHANNEL and applies
 * the purges other instances publish; the processes of its own instance already have them from their supervisor, so a
 * message names its instance (host name and supervisor pid) and an instance skips its own. Returns the publish: a
 * purge this instance received goes to all the others. While Redis is down nothing fails or waits: the purge reaches
 * this instance's processes only, the log says so once, and the clients reconnect (and subscribe again) by themselves.
 * `hearing` says whether this process hears the others' purges now (for /readyz).
 */
export async function purgeChannel(
  url: string,
  apply: (purge: ChannelPurge) => unknown,
  { instance = `${hostname()}:${process.ppid}` }: { instance?: string } = {},
): Promise<((purge: ChannelPurge) => Promise<void>) & { hearing: () => boolean }> {
  const meanwhile = "purges reach this instance's processes only until it is back.";
  const publisher = await connectRedis(url, { what: 'Purges', meanwhile });
  const subscriber = await connectRedis(url, { what: 'Purges (listening)', meanwhile });
  // Heard only once Redis has confirmed the subscription: a purge published before it would pass this process by.
  let subscribed = false;
  const listen = () =>
    subscriber
      .subscribe(PURGE_CHANNEL, (message) => {
        const received = purgeOfMessage(message);
        if (received && received.instance !== instance) apply(received.purge);
      })
      .then(() => (subscribed = true))
      .catch(() => undefined);
  // node-redis subscribes again after a reconnection by itself; the first subscription waits for the first connection.
  if (subscriber.isReady) await listen();
  else subscriber.once('ready', () => void listen());
  const publish = async (purge: ChannelPurge) => {
    await publisher.publish(PURGE_CHANNEL, JSON.stringify({ instance, purge })).catch(() => undefined);
  };
  return Object.assign(publish, { hearing: () => subscribed && subscriber.isReady && publisher.isReady });
}
