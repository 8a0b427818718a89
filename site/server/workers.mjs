// The production server's first process only supervises the ones that serve pages, one per core by default.
import cluster from 'node:cluster';

/** A serving process tells the supervisor it is alive this often, from its event loop. */
export const HEARTBEAT_MS = 1000;
/**
 * A process silent this long has a blocked event loop (a runaway loop, a huge synchronous job): it answers nothing, not
 * even /healthz, and cannot run its own SIGTERM handler, so the supervisor ends it with SIGKILL; 10 s is the drain
 * time a healthy process gets (lifecycle.mjs). Its replacement is started at half that silence, since starting a
 * process takes seconds: it is listening when the silent one is ended, and is stopped again if that one recovers.
 */
export const STALL_LIMIT_MS = 10_000;
/** A process told to stop that is still running after its drain (10 s) and a second's grace is ended with SIGKILL. */
const STOP_LIMIT_MS = 11_000;

const isHeartbeat = (message) =>
  typeof message === 'object' && message !== null && message.heartbeat === true;

/**
 * A purge one serving process received (server/purge.mjs), for the supervisor to pass to the others: `tags` of pages
 * and shared reads, `readTags` of shared reads only (a Builder model's), `paths` of pages, or `everything`.
 */
export const isPurge = (message) =>
  typeof message === 'object' &&
  message !== null &&
  typeof message.purge === 'object' &&
  message.purge !== null;

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
 * exit code rather than retrying forever. A process whose event loop stops sending its heartbeat is replaced
 * (`STALL_LIMIT_MS`). A purge one process received is passed to the others, so each forgets the same pages. SIGTERM and SIGINT are passed on to every process, which drain as one server does, and one still
 * running after its drain is ended with SIGKILL; resolves with the exit code once all of them have ended.
 */
export function superviseWorkers({ log = console.log } = {}) {
  return new Promise((resolve) => {
    let stopping = false;
    let exitCode = 0;
    let listening = 0;
    let plan;
    const started = new WeakSet();
    /** When each listening process last said it was alive. */
    const lastHeartbeat = new Map();
    /** The replacement started for a silent process, until that one is ended or answers again. */
    const replacements = new Map();
    /** Replacements stopped because the process they were for recovered: their exit is no loss. */
    const unneeded = new WeakSet();
    const stop = (signal) => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      // A process whose loop is blocked never runs its SIGTERM handler: it would keep the instance from stopping.
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      }, STOP_LIMIT_MS).unref();
    };
    const watchdog = setInterval(() => {
      if (stopping) return;
      for (const [worker, beat] of lastHeartbeat) {
        const silent = Date.now() - beat;
        if (silent > STALL_LIMIT_MS) {
          lastHeartbeat.delete(worker);
          log(
            `A server process (pid ${worker.process.pid}) has not answered for ${STALL_LIMIT_MS / 1000} s, its event ` +
              'loop blocked: ending it (SIGKILL)',
          );
          worker.process.kill('SIGKILL');
        } else if (silent > STALL_LIMIT_MS / 2 && !replacements.has(worker))
          replacements.set(worker, cluster.fork());
      }
    }, HEARTBEAT_MS);
    cluster.on('message', (worker, message) => {
      if (isHeartbeat(message)) {
        if (lastHeartbeat.has(worker)) lastHeartbeat.set(worker, Date.now());
        const replacement = replacements.get(worker);
        if (replacement) {
          replacements.delete(worker);
          unneeded.add(replacement);
          replacement.process.kill('SIGTERM');
        }
        return;
      }
      if (isPurge(message)) {
        for (const other of Object.values(cluster.workers ?? {}))
          if (other && other !== worker && other.isConnected()) other.send({ purge: message.purge });
        return;
      }
      if (plan || !isPlan(message)) return;
      plan = message;
      // Prometheus scrapes the supervisor, which asks every serving process for its metrics and adds them up.
      if (plan.metrics)
        void import('./metrics.mjs').then(({ serveMetrics }) =>
          serveMetrics({ ...plan.metrics, cluster: true, log }),
        );
      for (let index = 1; index < plan.processes; index += 1) cluster.fork();
    });
    cluster.on('listening', (worker) => {
      started.add(worker);
      if (unneeded.has(worker)) return;
      lastHeartbeat.set(worker, Date.now());
      listening += 1;
      if (listening === plan?.processes)
        log(`${plan.ready}${plan.processes > 1 ? `, ${plan.processes} processes` : ''})`);
    });
    cluster.on('exit', (worker, code, signal) => {
      lastHeartbeat.delete(worker);
      const replacement = replacements.get(worker);
      replacements.delete(worker);
      if (stopping || unneeded.has(worker)) {
        // Nothing to replace.
      } else if (!started.has(worker)) {
        exitCode = code || 1;
        stop('SIGTERM');
      } else if (replacement) {
        log(`A server process stopped (${signal ?? `exit ${code}`}): another has taken its place`);
      } else {
        log(`A server process stopped (${signal ?? `exit ${code}`}): starting another`);
        cluster.fork();
      }
      if (stopping && Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(watchdog);
        resolve(exitCode);
      }
    });
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
    cluster.fork();
  });
}

/**
 * A serving process's part: it sends the supervisor its heartbeat, and the first one tells it how many processes serve,
 * where to serve the metrics (`metrics`, when METRICS_PORT is set) and its ready line (without the closing parenthesis, which the supervisor adds after the count). Outside a supervisor (development) it says
 * ready itself once it listens.
 */
export function announcePlan(plan, { log = console.log } = {}) {
  if (cluster.isWorker) {
    process.send(plan);
    // The heartbeat comes from the event loop itself, so it stops exactly when the loop is blocked.
    setInterval(() => process.connected && process.send({ heartbeat: true }), HEARTBEAT_MS).unref();
  }
  return () => cluster.isPrimary && log(`${plan.ready})`);
}
