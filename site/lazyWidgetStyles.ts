import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const virtualId = 'virtual:lazy-widget-styles';
const resolvedId = `\0${virtualId}`;
/** Beside the client build, not in it: nothing a browser needs to fetch. */
const stylesFile = fileURLToPath(new URL('./build/lazy-widget-styles.json', import.meta.url));
/** A widget module a block loads lazily: a domain's `widgets/index.ts` (imported as @storefront/features/<domain>/widgets). */
const widgetModule = /\/features\/src\/([\w-]+)\/widgets\/index\.tsx?$/;
const rootModule = /\/app\/root\.tsx$/;

/** What the styles need of an output chunk (Vite adds the stylesheets a chunk brings as viteMetadata.importedCss). */
export interface StyledChunk {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A stylesheet that a lazily loaded chunk also brings is linked by React Router's routes with a trailing `#`
 * (react-router#14754), and the loader of a lazy chunk looks for its stylesheets among the page's links by address:
 * asked for without the `#`, it missed the route's link and appended a second copy after the route's own styles, so
 * rules of equal specificity changed sides of the cascade on screen (the German home page's hero text shrank and moved
 * its button 10 px). Scripts (vite.config.ts) and the lazy widgets' links both ask by this address.
 */
export const withRouteLinkAddress = (file: string) => `/${file}#`;

/** For each lazily loaded widget module, by its import name, the stylesheets the root route does not link already. */
export function lazyWidgetStylesOf(chunks: StyledChunk[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stylesheetsOf = (chunk: StyledChunk | undefined, seen = new Set<string>()): string[] => {
    if (!chunk || seen.has(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    return [
      ...[...(chunk.viteMetadata?.importedCss ?? [])].map(withRouteLinkAddress),
      ...chunk.imports.flatMap((file) => stylesheetsOf(byFile.get(file), seen)),
    ];
  };
  const everyPage = new Set(
    chunks
      .filter((chunk) => rootModule.test((chunk.facadeModuleId ?? '').split('?')[0]!))
      .flatMap((chunk) => stylesheetsOf(chunk)),
  );
  const styles: Record<string, string[]> = {};
  for (const chunk of chunks)
    for (const id of chunk.moduleIds) {
      const domain = widgetModule.exec(id.split('?')[0]!)?.[1];
      if (!domain) continue;
      const own = [...new Set(stylesheetsOf(chunk))].filter((css) => !everyPage.has(css)).sort();
      if (own.length > 0) styles[`@storefront/features/${domain}/widgets`] = own;
    }
  return styles;
}

/**
 * A block's widget loads its code lazily, and its stylesheet with it; but the server renders the widget's markup into
 * the first HTML, which would paint unstyled (and shift) until that code arrives. The client build records the
 * stylesheets of each lazily loaded widget module; the server build (built after it) gets them as
 * `virtual:lazy-widget-styles`, so a block on the page links its widget's styles in the document's head
 * (blocks/src/WidgetStylesheets.tsx). The dev server has no client build: it links nothing, and the browser loads the
 * styles with the code as before.
 */
export function lazyWidgetStyles(): Plugin[] {
  let serving = false;
  return [
    {
      name: 'storefront:lazy-widget-styles:record',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        mkdirSync(dirname(stylesFile), { recursive: true });
        writeFileSync(stylesFile, JSON.stringify(lazyWidgetStylesOf(chunks as unknown as StyledChunk[])));
      },
    },
    {
      name: 'storefront:lazy-widget-styles',
      configResolved(config) {
        serving = config.command === 'serve';
      },
      resolveId: (source) => (source === virtualId ? resolvedId : null),
      load(id) {
        if (id !== resolvedId) return null;
        const styles = !serving && existsSync(stylesFile) ? readFileSync(stylesFile, 'utf8') : '{}';
        return `export const lazyWidgetStyles = ${styles};`;
      },
    },
  ];
}
