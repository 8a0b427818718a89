import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { redisServerPath } from '../../../scripts/redis-server-path.mjs';
import { freePort } from '../../server/freePort.mjs';

export { freePort };

export interface RedisServer {
  url: string;
  /** Stops the server and resolves once it has exited. */
  stop: () => Promise<void>;
}

/**
 * A real redis-server (Debian's, or REDIS_SERVER_PATH; `npm run ensure-redis` installs it) on a free loopback port,
 * without persistence, resolved once it answers a PING (at most 10 s).
 */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const listening = port ?? (await freePort());
  const url = `redis://127.0.0.1:${listening}`;
  const redis: ChildProcess = spawn(
    redisServerPath(),
    ['--port', String(listening), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (redis.exitCode !== null) return;
    redis.kill('SIGTERM');
    await new Promise((resolve) => redis.once('exit', resolve));
  };
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    probe.on('error', () => undefined);
    const pong = await probe
      .connect()
      .then(() => probe.ping())
      .catch(() => undefined);
    if (probe.isOpen) probe.destroy();
    if (pong === 'PONG') return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('redis-server did not start');
}
