import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../platform';
import { accountBackendSupports } from './accountBackend';
import { accountBackendFor } from './api';

const configAt = (url: string) => configFromEnv({ ACCOUNT_API_URL: url }, 'http://localhost');
const legacy = configAt('https://api.example/users');
const evo = configAt('https://api-evo.example/users');

/**
 * The modules a file loads with itself: its static imports, followed (type-only and dynamic imports load nothing
 * with it). Platform is not followed: it imports no domain (the lint gate's rule).
 */
async function loadedWith(files: string[]): Promise<string[]> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const { output } = await cruise(files, {
    ...options,
    doNotFollow: { path: 'node_modules|features/src/platform/' },
  });
  if (typeof output === 'string') throw new Error('expected a cruise result, got a report');
  const modules = new Map(output.modules.map((module) => [module.source, module]));
  const seen = new Set<string>();
  const visit = (source: string) => {
    if (seen.has(source)) return;
    seen.add(source);
    for (const dependency of modules.get(source)?.dependencies ?? [])
      if (!dependency.dynamic && !dependency.dependencyTypes.includes('type-only'))
        visit(dependency.resolved);
  };
  files.forEach(visit);
  return [...seen];
}

describe('what the account backends offer', () => {
  it('account backend: what each backend offers is declared once and read without loading it', () => {
    // The backend a page would load carries the very flags the configuration answers with.
    expect(accountBackendSupports(legacy)).toBe(accountBackendFor(legacy).supports);
    expect(accountBackendSupports(evo)).toBe(accountBackendFor(evo).supports);
    // Spec section 5: only the newer (evo) backend deactivates accounts and keeps custom attributes.
    expect(accountBackendSupports(legacy)).toMatchObject({
      deactivateAccount: false,
      customAttributes: false,
    });
    expect(accountBackendSupports(evo)).toMatchObject({ deactivateAccount: true, customAttributes: true });
  });

  it('account backend: the closing actions and the language sync ask what it offers without loading its code or zod', async () => {
    const loaded = await loadedWith([
      'features/src/account/closingHooks.ts',
      'features/src/account/widgets/PreferredLanguageSync.tsx',
    ]);
    expect(loaded).toContain('features/src/account/accountBackend.ts');
    expect(
      loaded.filter((source) => /account\/(newerBackend|olderBackend|api|hooks)\.ts$|zod/.test(source)),
    ).toEqual([]);
  }, 60_000);
});
