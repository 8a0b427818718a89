// The production servers the benchmarks start: the shop (site/server.mjs) and the sandbox in a process of its own.
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

/** Builds the site unless BENCH_NO_BUILD asks to reuse the last build. */
export function buildSite() {
  if (!process.env.BENCH_NO_BUILD)
    execSync('npm run build -w @storefront/site', { cwd: root, stdio: 'inherit' });
}

/**
 * Starts site/server.mjs (or another server script given the port as its argument) in production mode with `env`;
 * resolves once it says it is ready, or its readiness probe does. The caller stops it.
 */
export async function startServer(port, env, script = 'site/server.mjs') {
  const server = spawn(process.execPath, [script, String(port)], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITE_BUILD_DIR: buildDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    // A shop that logs only warnings never says it is ready: its readiness probe does.
    const probe = setInterval(
      () =>
        fetch(`http://127.0.0.1:${port}/readyz`).then(
          (answer) => answer.ok && ready(),
          () => {},
        ),
      200,
    );
    const ready = () => (clearInterval(probe), resolve());
    server.stdout.on('data', (chunk) => String(chunk).includes('ready') && ready());
    server.on('exit', (code) => {
      clearInterval(probe);
      reject(new Error(`the server on ${port} stopped (${code})`));
    });
  });
  return server;
}

/**
 * Starts the sandbox alone on `port` and returns it with the environment that sends a shop's every backend to it
 * (the build's own `sandboxBackendsAt`, so the paths are the sandbox's).
 */
export async function startSandboxApart(port) {
  const { serverConfig } = await builtEntry();
  const sandbox = await startServer(port, { SANDBOX: 'on', PAGE_CACHE: 'off' });
  return {
    sandbox,
    backends: { ...serverConfig.sandboxBackendsAt(`http://127.0.0.1:${port}`), SANDBOX: 'off' },
  };
}

/** The server build's entry module, where the shop's own configuration rules live. */
const builtEntry = async () =>
  (await import(path.join(root, 'site', buildDir, 'server/index.js'))).entry.module;

/**
 * The bare React Router page the shop is compared with (bare-page.mjs), in a process of its own, and in as many
 * processes as the shop's own rule gives it for this environment (WEB_CONCURRENCY, its backends never the sandbox).
 */
export async function startBarePage(port) {
  const { serverConfig } = await builtEntry();
  const { count } = serverConfig.serverProcesses(process.env, false);
  return startServer(port, { BARE_PAGE_PROCESSES: String(count) }, 'tests/performance/bare-page.mjs');
}

/** Resident memory of a server and the processes it supervises (one per core), in MB. */
export function residentMb(pid) {
  const children = execSync(`ps -o pid= --ppid ${pid} || true`)
    .toString()
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return [pid, ...children]
    .map((id) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))[1]) / 1024)
    .reduce((sum, mb) => sum + mb, 0);
}

/** An OTLP/HTTP receiver that takes every export and keeps nothing: where a benchmark's traces go. */
export async function startOtlpSink(port) {
  const sink = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise((resolve) => sink.listen(port, '127.0.0.1', resolve));
  return sink;
}
