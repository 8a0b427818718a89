// One server process per core: the first process only supervises the ones that serve pages.
import cluster from 'node:cluster';

/**
 * Starts `count` copies of this server (Node's cluster: they share the listening port, the first process hands out the
 * connections) and keeps them running. A process that stops unasked is replaced, unless it never started listening:
 * then the start itself is broken (a port taken), and everything stops with its exit code rather than retrying
 * forever. SIGTERM and SIGINT are passed on to every process, which drain as one server does; resolves with the exit
 * code once all of them have ended.
 */
export function superviseWorkers(count, { onReady, log = console.log } = {}) {
  return new Promise((resolve) => {
    let stopping = false;
    let exitCode = 0;
    let listening = 0;
    const started = new WeakSet();
    const stop = (signal) => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    };
    cluster.on('listening', (worker) => {
      started.add(worker);
      listening += 1;
      if (listening === count) onReady?.();
    });
    cluster.on('exit', (worker, code, signal) => {
      if (!stopping && !started.has(worker)) {
        exitCode = code || 1;
        stop('SIGTERM');
      } else if (!stopping) {
        log(`A server process stopped (${signal ?? `exit ${code}`}): starting another`);
        cluster.fork();
      }
      if (stopping && Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
    });
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
    for (let index = 0; index < count; index += 1) cluster.fork();
  });
}
