import { existsSync } from 'node:fs';

/** The redis-server the throttle's Redis test starts: REDIS_SERVER_PATH, else Debian's. */
export function redisServerPath() {
  const candidates = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];
  return candidates.find((path) => path && existsSync(path)) ?? '/usr/bin/redis-server';
}
