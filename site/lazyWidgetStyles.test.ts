import { describe, expect, it } from 'vitest';
import { lazyWidgetStylesOf, type StyledChunk } from './lazyWidgetStyles';

const chunk = (fileName: string, fields: Partial<StyledChunk> & { css?: string[] } = {}): StyledChunk => ({
  fileName,
  imports: fields.imports ?? [],
  moduleIds: fields.moduleIds ?? [],
  isEntry: fields.isEntry ?? false,
  facadeModuleId: fields.facadeModuleId ?? null,
  viteMetadata: { importedCss: new Set(fields.css ?? []) },
});

describe('lazy widget styles', () => {
  it('lazy widget styles: a lazily loaded widget module names its own stylesheets and those of the chunks it imports, not those every page links already', () => {
    const styles = lazyWidgetStylesOf([
      chunk('assets/root.js', {
        facadeModuleId: '/repo/site/app/root.tsx?__react-router-build-client-route',
        isEntry: true,
        imports: ['assets/ui.js'],
      }),
      chunk('assets/ui.js', { css: ['assets/ui.css'] }),
      chunk('assets/panel.js', { css: ['assets/panel.css'], imports: ['assets/ui.js'] }),
      chunk('assets/widgets-trials.js', {
        moduleIds: [
          '/repo/features/src/trials/widgets/FreeTrialStart.tsx',
          '/repo/features/src/trials/widgets/index.ts',
        ],
        css: ['assets/widgets-trials.css'],
        imports: ['assets/panel.js', 'assets/ui.js'],
      }),
      // A widget module without styles of its own needs no link.
      chunk('assets/widgets-account.js', {
        moduleIds: ['/repo/features/src/account/widgets/index.ts'],
        imports: ['assets/ui.js'],
      }),
      // Not a domain's widget module: a single widget file loaded lazily by a route.
      chunk('assets/StoreMap.js', {
        moduleIds: ['/repo/features/src/store-locator/widgets/StoreMap.tsx'],
        css: ['assets/StoreMap.css'],
      }),
    ]);
    expect(styles).toEqual({
      '@storefront/features/trials/widgets': ['/assets/panel.css#', '/assets/widgets-trials.css#'],
    });
  });
});
