/** The redis-server the throttle's Redis test starts: REDIS_SERVER_PATH, else Debian's. */
export function redisServerPath(): string;
