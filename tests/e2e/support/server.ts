import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the servers run. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A port for a server of a spec's own: after the shared servers' (E2E_PORT and +1), one block of ports per parallel
 * worker, so two specs running side by side never reach for the same one.
 */
export const ownPort = (offset: number) =>
  Number(process.env.E2E_PORT ?? 3210) + 2 + 50 * Number(process.env.TEST_PARALLEL_INDEX ?? 0) + offset;

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything the process printed so far, both streams. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /**
   * Sends SIGTERM to the server (for a `command`, to every process it started) and resolves once all of them have
   * ended: their output streams have closed.
   */
  stop: () => Promise<void>;
}

/**
 * Starts a server of the build the suite made, as `npm start` does (scripts/start.mjs: NODE_ENV=production, the
 * sandbox asked for) or, with `entry: 'site/server.mjs'`, with exactly the environment given; `command` runs something
 * else (`npm run dev`) in a process group of its own, since npm does not pass SIGTERM on to the script it runs.
 * Resolves once /healthz answers, or once the process ends (a start-up refusal).
 */
export async function startServer({
  port,
  env = {},
  entry = 'scripts/start.mjs',
  command,
}: {
  port: number;
  env?: Record<string, string | undefined>;
  entry?: string;
  command?: [string, ...string[]];
}): Promise<ServerProcess> {
  const [file, ...args] = command ?? [process.execPath, entry];
  const child = spawn(file, args, {
    detached: command !== undefined,
    cwd: repoRoot,
    // A variable given as undefined is removed, so a test can start from an environment without it.
    env: Object.fromEntries(
      Object.entries({ ...process.env, PORT: String(port), ...env }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const origin = `http://localhost:${port}`;
  let ended = false;
  void exited.then(() => (ended = true));
  // With Redis, ready once it hears the other instances' purges: one sent before would pass it by.
  const probe = env.REDIS_URL ? '/readyz' : '/healthz';
  const isUp = async (response: Response) =>
    response.ok && (!env.REDIS_URL || ((await response.json()) as { redis?: string }).redis === 'connected');
  for (const started = Date.now(); Date.now() - started < 30_000 && !ended;) {
    const up = await fetch(`${origin}${probe}`).then(isUp, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () => {
    try {
      if (child.pid !== undefined && (command || !ended))
        process.kill(command ? -child.pid : child.pid, 'SIGTERM');
    } catch {
      // Every process of the group has already ended.
    }
    return closed;
  };
  return { child, origin, output: () => output, exited, stop };
}

/** Sends bytes exactly as given (no client normalises them) and resolves with the whole answer as text. */
export function rawRequest(port: number, request: string, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer within ${timeoutMs} ms to ${request}`)),
    );
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The status code of a raw HTTP answer (0 when the server closed without one). */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);

export /** Asks the server to upgrade to the live-updates websocket from a page on `origin`; answers the HTTP status. */
function upgradeStatus(baseURL: string, origin: string): Promise<number> {
  return new Promise((resolve) => {
    const upgrade = httpRequest(new URL('/sandbox/live-updates', baseURL), {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Protocol': 'graphql-transport-ws',
        Origin: origin,
      },
    });
    upgrade.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('error', () => resolve(0));
    upgrade.end();
  });
}
