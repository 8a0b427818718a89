import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

/** Production CSS of a page that imports only a Button from the package. */
async function productionCssOfButtonOnlyPage(): Promise<string> {
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL('./fixtures/button-only-page', import.meta.url)),
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('\n');
}

describe('design system in a production bundle', () => {
  const css = productionCssOfButtonOnlyPage();

  it('package: a page that uses only a Button still ships the self-hosted Inter font', async () => {
    expect(await css).toMatch(/@font-face\{font-family:Inter Variable/);
  }, 60_000);

  it('package: a page that uses only a Button still ships the theme variables and the base styles', async () => {
    const styles = await css;
    expect(styles).toContain(':where(:root){');
    expect(styles).toMatch(/body\{[^}]*font-family:var\(/);
  }, 60_000);
});
