import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompressedAssets';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressAssets', () => {
  it('writes a Brotli and a gzip copy of each script and stylesheet that unpack to the file, much smaller than the file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'assets-'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 37}`))};`;
    await writeFile(join(dir, 'chunk-abc.js'), script);
    await writeFile(join(dir, 'styles-abc.css'), '.a{color:red}'.repeat(100));
    await writeFile(join(dir, 'font-abc.woff2'), Buffer.from([1, 2, 3]));

    expect(await precompressAssets(dir)).toBe(2);

    expect((await readdir(dir)).sort()).toEqual([
      'chunk-abc.js',
      'chunk-abc.js.br',
      'chunk-abc.js.gz',
      'font-abc.woff2',
      'styles-abc.css',
      'styles-abc.css.br',
      'styles-abc.css.gz',
    ]);
    const br = await readFile(join(dir, 'chunk-abc.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'chunk-abc.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
  });
});
