// The Varnish end-to-end spec starts a varnishd of its own with the shipped VCL (deploy/varnish/default.vcl) and
// Debian's xkey module; the shop itself never needs one (npm start is Node only).
import { ensureDebianPackage } from './debian-package.mjs';
import { varnishdPath } from './varnishd-path.mjs';

ensureDebianPackage({
  program: 'varnishd',
  packages: ['varnish', 'varnish-modules'],
  variable: 'VARNISHD_PATH',
  path: varnishdPath,
});
