// `npm start`: the production server with React's production builds, and the embedded sandbox asked for explicitly
// (SANDBOX=on unless the environment or .env says otherwise), so a fresh clone opens the whole shop with no
// configuration. This is the demo command; a real deployment configures every backend and runs without SANDBOX=on.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// .env first (the server reads the same file), so a SANDBOX it sets wins over the demo default below.
const envFile = fileURLToPath(new URL('../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.NODE_ENV = 'production';
if (!process.env.SANDBOX?.trim()) process.env.SANDBOX = 'on';
await import('../site/server.mjs');
