import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { repoRoot } from './support/server';

/**
 * The production image installs `dependencies` only (`npm ci --omit=dev`, Dockerfile): a package is a dependency when
 * the server process loads it, and a devDependency when it is only built or bundled into the browser's code (the
 * font metrics, Builder's SDK). This reads every import of the built server and of the files that start it, so a
 * package the server needs cannot be left out of the image, and one it does not need is not shipped by mistake.
 */
const neverLoadedByTheServer: Record<string, string> = {
  // The editor canvas is a lazy chunk rendered in the browser only (BuilderPage.tsx renders it once hydrated).
  '@builder.io/react': 'site/app/builder/EditorPage.tsx',
  // Imported by the browser's error reports after hydration (an effect, never run on the server).
  '@sentry/browser': 'site/app/shell/sentryBrowser.ts',
  // `npm run dev` only: Vite's dev server and readable logs (serving.mjs and logging.mjs import them under --dev).
  vite: 'site/server/serving.mjs',
  'pino-pretty': 'site/server/logging.mjs',
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

const buildDir = path.join(repoRoot, 'site', process.env.SITE_BUILD_DIR ?? 'build', 'server');
const serverFiles = [
  ...filesUnder(buildDir).filter((file) => file.endsWith('.js')),
  ...filesUnder(path.join(repoRoot, 'site/server')).filter((file) => !/\.test\.ts$/.test(file)),
  ...['site/server.mjs', 'site/pageCache.ts', 'scripts/start.mjs'].map((file) => path.join(repoRoot, file)),
];

// A bare specifier (a package and maybe a path in it) after `from`, `import(` or a bare `import`.
const importedFrom =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']((?:@[\w.-]+\/)?[a-z0-9][\w.-]*(?:\/[\w./-]*)?|node:[\w/]+)["']/gm;
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtins = new Set(builtinModules);
const isBuiltin = (name: string) => name.startsWith('node:') || builtins.has(name);

test('deploy: every package the built server and its start-up load is a production dependency; the font metrics and the Builder SDK are not', async () => {
  const loaded = new Map<string, string>();
  for (const file of serverFiles)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importedFrom)) {
      const name = packageOf(specifier!);
      if (!isBuiltin(name) && !loaded.has(name)) loaded.set(name, path.relative(repoRoot, file));
    }
  expect(loaded.has('express')).toBe(true);
  expect(loaded.has('react-dom')).toBe(true);

  const { stdout } = await promisify(execFile)('npm', ['query', '.prod'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  const production = new Set((JSON.parse(stdout) as { name: string }[]).map((node) => node.name));
  const missing = [...loaded]
    .filter(([name]) => !production.has(name) && !(name in neverLoadedByTheServer))
    .map(([name, file]) => `${name} (imported by ${file})`);
  expect(missing).toEqual([]);
  for (const buildOnly of [
    '@capsizecss/metrics',
    '@builder.io/react',
    '@builder.io/sdk',
    'isolated-vm',
    '@sentry/browser',
  ])
    expect(production.has(buildOnly), buildOnly).toBe(false);
});
