// The production server's first process only supervises the ones that serve pages, one per core by default.
import cluster from 'node:cluster';

/** What the first serving process tells the supervisor once the configuration is whole. */
const isPlan = (message) =>
  typeof message === 'object' &&
  message !== null &&
  Number.isInteger(message.processes) &&
  message.processes > 0 &&
  typeof message.ready === 'string';

/**
 * Starts copies of this server (Node's cluster: they share the listening port, the first process hands out the
 * connections) and keeps them running. The supervisor never loads the site's build, so it stays small: the first copy
 * checks the configuration (naming every problem once, then exiting) and tells it how many processes to run and how
 * to say ready (`announcePlan`); the rest start after it. A process that stops unasked is replaced, unless it never
 * started listening: then the start itself is broken (bad configuration, a port taken), and everything stops with its
 * exit code rather than retrying forever. SIGTERM and SIGINT are passed on to every process, which drain as one
 * server does; resolves with the exit code once all of them have ended.
 */
export function superviseWorkers({ log = console.log } = {}) {
  return new Promise((resolve) => {
    let stopping = false;
    let exitCode = 0;
    let listening = 0;
    let plan;
    const started = new WeakSet();
    const stop = (signal) => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    };
    cluster.on('message', (_worker, message) => {
      if (plan || !isPlan(message)) return;
      plan = message;
      for (let index = 1; index < plan.processes; index += 1) cluster.fork();
    });
    cluster.on('listening', (worker) => {
      started.add(worker);
      listening += 1;
      if (listening === plan?.processes)
        log(`${plan.ready}${plan.processes > 1 ? `, ${plan.processes} processes` : ''})`);
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
    cluster.fork();
  });
}

/**
 * A serving process's part: the first one tells the supervisor how many processes serve and its ready line (without
 * the closing parenthesis, which the supervisor adds after the count). Outside a supervisor (development) it says
 * ready itself once it listens.
 */
export function announcePlan(plan) {
  if (cluster.isWorker) process.send(plan);
  return () => cluster.isPrimary && console.log(`${plan.ready})`);
}
