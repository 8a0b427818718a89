// Generates the backends' types from their contracts: every `features/src/backends/<room>/contract/<name>.openapi.yaml`
// into `<room>/generated/<name>.d.ts` (openapi-typescript, as its command line writes them), and the commerce GraphQL
// operations into `commerce/generated/` (graphql-codegen, features/codegen.ts). The output is committed so a fresh clone
// typechecks. With `--check` nothing is written: each generated file that differs from what its contract makes now, or
// that no contract makes, is named and the exit code is 1 (`npm run lint` runs it so).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features');
const backends = path.join(features, 'src/backends');
const check = process.argv.includes('--check');

/** Every generated file's path (relative to features) and the text its contract makes. */
async function generatedFiles() {
  const files = new Map();
  for (const room of (await readdir(backends)).sort()) {
    const contracts = await readdir(path.join(backends, room, 'contract')).catch(() => []);
    for (const contract of contracts.filter((name) => name.endsWith('.openapi.yaml')).sort()) {
      const types = await openapiTS(pathToFileURL(path.join(backends, room, 'contract', contract)), {
        silent: true,
      });
      const output = path.join('src/backends', room, 'generated', contract.replace('.openapi.yaml', '.d.ts'));
      files.set(output, `${COMMENT_HEADER}${astToString(types)}`);
    }
  }
  const { default: codegen } = await import(pathToFileURL(path.join(features, 'codegen.ts')).href);
  const cwd = process.cwd();
  // The configuration's globs are relative to the features workspace.
  process.chdir(features);
  try {
    for (const { filename, content } of await generate({ ...codegen, silent: true }, false))
      files.set(path.relative(features, path.resolve(features, filename)), content);
  } finally {
    process.chdir(cwd);
  }
  return files;
}

/** The files now in a `generated/` folder, relative to features. */
async function committedFiles() {
  const found = [];
  for (const room of await readdir(backends)) {
    const folder = path.join('src/backends', room, 'generated');
    for (const name of await readdir(path.join(features, folder)).catch(() => []))
      found.push(path.join(folder, name));
  }
  return found;
}

const made = await generatedFiles();
if (!check) {
  for (const [file, content] of made) await writeFile(path.join(features, file), content);
  console.log(`Generated ${made.size} files from the contracts.`);
} else {
  const stale = [];
  for (const [file, content] of made) {
    const committed = await readFile(path.join(features, file), 'utf8').catch(() => undefined);
    if (committed !== content) stale.push(`${file} (${committed === undefined ? 'missing' : 'differs'})`);
  }
  for (const file of await committedFiles())
    if (!made.has(file)) stale.push(`${file} (no contract makes it)`);
  if (stale.length) {
    console.error(
      `Generated files out of date with their contracts; run \`npm run generate\` and commit:\n  ${stale.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`${made.size} generated files match their contracts.`);
}
