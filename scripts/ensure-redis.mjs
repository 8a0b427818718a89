// The throttle's Redis test starts a redis-server of its own; the shop itself never needs one (npm start is Node only).
import { ensureDebianPackage } from './debian-package.mjs';
import { redisServerPath } from './redis-server-path.mjs';

ensureDebianPackage({
  program: 'redis-server',
  packages: ['redis-server'],
  variable: 'REDIS_SERVER_PATH',
  path: redisServerPath,
});
