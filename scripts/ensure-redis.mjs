// The Redis unit tests and the instances' end-to-end spec start a redis-server of their own; the shop itself never
// needs one (npm start is Node only).
import { ensureDebianPackage } from './debian-package.mjs';
import { redisServerPath } from './redis-server-path.mjs';

ensureDebianPackage({
  program: 'redis-server',
  packages: ['redis-server'],
  variable: 'REDIS_SERVER_PATH',
  path: redisServerPath,
});
