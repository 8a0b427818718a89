import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure a program the tests need is on this machine: when `path()` finds none and the user is root, Debian's
 * package is installed with apt-get; otherwise the command to run is printed and the process exits 1.
 */
export function ensureDebianPackage({ program, packages, variable, path }) {
  if (existsSync(path())) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${program} not found at ${path()}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${packages[0]}\nor set ${variable} to a ${program} binary.`,
    );
    process.exit(1);
  }
  console.log(`${program} not found: installing the Debian package (apt-get install ${packages[0]})...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
  if (!existsSync(path())) {
    console.error(`apt-get finished but no ${program} binary was found; set ${variable}.`);
    process.exit(1);
  }
}
