import { spawn } from 'node:child_process';
import { chmod, copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { varnishdPath } from '../../../scripts/varnishd-path.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The VCL the shop ships (deploy/varnish/default.vcl), which includes the deployment's storefront-backend.vcl. */
const shippedVcl = path.join(repoRoot, 'deploy/varnish');

export interface VarnishProcess {
  /** Where shoppers reach it: http://127.0.0.1:<port>. */
  origin: string;
  /** Everything varnishd printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts a varnishd of its own (Debian's, scripts/ensure-varnish.mjs) in the foreground with the shipped VCL, in front
 * of the given shop instances, with a working directory and a storefront-backend.vcl of its own in a temporary
 * directory (first on vcl_path, so it stands in for the deployment's file): the instances as backends taken in turn,
 * probed on /readyz, and `purgers` as the purge ACL. It listens on 127.0.0.1 and on each of `alsoListenOn` (another
 * address of this machine, so a purge can come from outside the ACL). Resolves once it accepts connections.
 */
export async function startVarnish({
  port,
  backends,
  purgers = ['127.0.0.1'],
  alsoListenOn = [],
}: {
  port: number;
  backends: { host: string; port: number }[];
  purgers?: string[];
  alsoListenOn?: string[];
}): Promise<VarnishProcess> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storefront-varnish-'));
  // varnishd compiles and runs the VCL as its own unprivileged users, which must read this directory.
  await chmod(dir, 0o755);
  await writeFile(
    path.join(dir, 'storefront-backend.vcl'),
    [
      'vcl 4.1;',
      'import directors;',
      'probe shop_health { .url = "/readyz"; .interval = 1s; .timeout = 1s; .window = 2; .threshold = 1; .initial = 1; }',
      ...backends.map(
        ({ host, port: backendPort }, index) =>
          `backend shop_${index} { .host = "${host}"; .port = "${backendPort}"; .probe = shop_health; }`,
      ),
      `acl purgers { ${purgers.map((address) => `"${address}";`).join(' ')} }`,
      'sub vcl_init {',
      '  new shops = directors.round_robin();',
      ...backends.map((_, index) => `  shops.add_backend(shop_${index});`),
      '}',
      'sub vcl_recv { set req.backend_hint = shops.backend(); }',
      '',
    ].join('\n'),
  );
  // varnishd compiles the VCL as an unprivileged user, who may not read a checkout under a private directory (a CI
  // clone in a mode-0700 temporary directory): the shipped VCL is copied beside the test's own file.
  await copyFile(path.join(shippedVcl, 'default.vcl'), path.join(dir, 'default.vcl'));
  const child = spawn(
    varnishdPath(),
    [
      '-F',
      '-n',
      path.join(dir, 'work'),
      '-f',
      path.join(dir, 'default.vcl'),
      '-p',
      `vcl_path=${dir}:/usr/share/varnish/vcl`,
      '-a',
      `127.0.0.1:${port}`,
      ...alsoListenOn.flatMap((address) => ['-a', `${address}:${port}`]),
      '-s',
      'malloc,64m',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  let ended = false;
  void closed.then(() => (ended = true));
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  for (const started = Date.now(); Date.now() - started < 30_000 && !ended;) {
    if (await accepts()) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (ended) throw new Error(`varnishd did not start:\n${output}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (!ended) child.kill('SIGTERM');
      await closed;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
