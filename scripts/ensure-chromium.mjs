// Browser tests need a Chromium; Playwright cannot download its own here, so use the system's.
import { chromiumPath } from './chromium-path.mjs';
import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage({
  program: 'Chromium',
  packages: ['chromium', 'fonts-dejavu-core'],
  variable: 'CHROMIUM_PATH',
  path: chromiumPath,
});
