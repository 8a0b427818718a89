import { startRedisServer } from '../../../site/app/lib/testing';

export interface RedisForSpecs {
  url: string;
  /** Stops redis-server (a Redis that goes away mid-test); resolves once it has exited. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty, as a Redis restarted without persistence comes back. */
  start: () => Promise<void>;
}

/**
 * A real redis-server for specs that run the shop's instances against one (Debian's, installed by
 * `npm run ensure-redis`; REDIS_SERVER_PATH for another), on `port` of the spec's own, without persistence: the unit
 * tests' startRedisServer, which a spec can stop and start again.
 */
export async function redisForSpecs(port: number): Promise<RedisForSpecs> {
  let server = await startRedisServer(port);
  return {
    url: server.url,
    stop: () => server.stop(),
    start: async () => {
      server = await startRedisServer(port);
    },
  };
}
