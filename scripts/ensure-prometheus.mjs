// The metrics test checks the server's `/metrics` with Prometheus' own promtool; the shop itself never needs it.
import { ensureDebianPackage } from './debian-package.mjs';
import { promtoolPath } from './promtool-path.mjs';

ensureDebianPackage({
  program: 'promtool',
  packages: ['prometheus'],
  variable: 'PROMTOOL_PATH',
  path: promtoolPath,
});
