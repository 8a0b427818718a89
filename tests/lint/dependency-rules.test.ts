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
