import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

/** The lint gate's own rules (.dependency-cruiser.cjs) run over a fixture workspace: each rule must be able to fail. */
async function violations(): Promise<string[]> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const { output } = await cruise(['tests/lint/fixtures/workspace/src'], options);
  if (typeof output === 'string') throw new Error('expected a cruise result, got a report');
  return output.summary.violations.map(
    ({ rule, from, to }) =>
      `${rule.name}: ${from.replace(/^.*\/src\//, '')} -> ${to.replace(/^node_modules\//, '')}`,
  );
}

describe('the dependency rule (npm run lint)', () => {
  it('fails on a package the importing workspace does not declare, and passes a declared one', async () => {
    const found = await violations();
    expect(found).toContainEqual(expect.stringMatching(/^no-undeclared-package: undeclared\.ts -> zod\//));
    expect(found.filter((line) => line.includes('declared.ts ->') && !line.includes('undeclared'))).toEqual(
      [],
    );
  });

  it('fails on shipped code importing a devDependency, and lets a test import one', async () => {
    const found = await violations();
    expect(found).toContainEqual(
      expect.stringMatching(/^shipped-code-uses-no-dev-dependency: devOnly\.ts -> vitest\//),
    );
    expect(found.filter((line) => line.includes('devOnly.test.ts'))).toEqual([]);
  });

  it('fails on the Builder SDK imported outside its two modules (node_modules are in the graph)', async () => {
    expect(await violations()).toContainEqual(
      expect.stringMatching(
        /^builder-sdk-in-two-modules-only: builderOutsideItsModules\.ts -> @builder\.io\//,
      ),
    );
  });
});

/**
 * The layout rules are about real paths (features/src/backends/..., features/src/<domain>/...), so they are proved on
 * files written into the real tree for one cruise and removed after it: `npm run lint` cruises the same tree with
 * the same options. Each probe folder is named for this run, so nothing else can import or glob it.
 */
async function violationsOfProbe(files: Record<string, string>): Promise<string[]> {
  const written = Object.keys(files);
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
    const { output } = await cruise(written, options);
    if (typeof output === 'string') throw new Error('expected a cruise result, got a report');
    return output.summary.violations
      .filter(({ from }) => written.includes(from))
      .map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
  } finally {
    for (const path of written) rmSync(dirname(path), { recursive: true, force: true });
  }
}

const probe = `lint-probe-${process.pid}`;

describe('the layout rules (npm run lint)', () => {
  it('a backend imports only platform and itself: one importing a domain fails, one importing platform passes', async () => {
    const client = `features/src/backends/${probe}/client.ts`;
    const found = await violationsOfProbe({
      [client]:
        "import type { CartWidget } from '../../cart';\nimport { sandboxPaths } from '../../platform';\n",
    });
    expect(found).toEqual([
      `a-backend-imports-only-platform-and-itself: ${client} -> features/src/cart/index.ts`,
    ]);
  }, 60_000);

  it("a backend imports only platform and itself: one importing another backend's client fails", async () => {
    const client = `features/src/backends/${probe}/client.ts`;
    expect(
      await violationsOfProbe({ [client]: "import { createCommerceClient } from '../commerce/client';\n" }),
    ).toEqual([
      `a-backend-imports-only-platform-and-itself: ${client} -> features/src/backends/commerce/client.ts`,
    ]);
  }, 60_000);

  it("no domain imports another domain's internals, only its index", async () => {
    const widget = `features/src/${probe}/widget.ts`;
    const found = await violationsOfProbe({
      [widget]: "import { getCart } from '../cart/api';\nimport type { CartWidget } from '../cart';\n",
    });
    expect(found).toEqual([
      `a-domain-uses-another-only-through-its-index: ${widget} -> features/src/cart/api.ts`,
    ]);
  }, 60_000);

  it('no import cycle of any kind: a cycle of type-only imports fails', async () => {
    const [api, types] = [`features/src/${probe}/api.ts`, `features/src/${probe}/types.ts`];
    const found = await violationsOfProbe({
      [api]: "import type { View } from './types';\nexport type Answer = View;\n",
      [types]: "import type { Answer } from './api';\nexport type View = Answer;\n",
    });
    expect(found).toEqual(expect.arrayContaining([`no-circular: ${api} -> ${types}`]));
  }, 60_000);

  it('the Builder SDK only in its two modules: a block importing it elsewhere fails', async () => {
    const block = `blocks/src/${probe}/Block.ts`;
    const found = await violationsOfProbe({ [block]: "import '@builder.io/react/lite';\n" });
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^builder-sdk-in-two-modules-only: ${block} -> node_modules/@builder\\.io/`),
      ),
    );
  }, 60_000);
});
