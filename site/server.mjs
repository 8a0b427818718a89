// The shop's Node server. In production its first process only supervises the processes that serve pages
// (server/workers.mjs), one per core by default, and never loads the site: a second copy of the whole build in a
// process that renders nothing would cost as much memory as one that serves. Each of those processes, or the one
// process of `--dev`, runs server/serving.mjs.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger } from './server/logging.mjs';
import { superviseWorkers } from './server/workers.mjs';

// .env at the repository root fills in what the environment leaves unset; it never overrides a variable already set.
const envFile = fileURLToPath(new URL('../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

if (!process.argv.includes('--dev') && cluster.isPrimary) {
  const logger = await createLogger();
  process.exit(await superviseWorkers({ log: (message) => logger.info(message) }));
} else await import('./server/serving.mjs');
