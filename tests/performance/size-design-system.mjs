// `npm run size`: the design system's production weight, gzipped, as a library build of its public index.
// Two figures: its own code (every dependency left out) and what a page pays with its dependencies (React aside).
// The font is left out of both (a library build would inline it into the CSS); its Latin file is weighed on its own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const root = fileURLToPath(new URL('../../design-system/', import.meta.url));
const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const react = ['react', 'react-dom', 'react/jsx-runtime', '@fontsource-variable/inter'];
const latinFont = fileURLToPath(
  import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', `file://${root}`),
);

async function weigh(external) {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
      rollupOptions: { external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) },
    },
  });
  const files = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output);
  const size = { js: 0, css: 0 };
  for (const file of files) {
    const bytes = gzipSync(file.type === 'chunk' ? file.code : file.source).length;
    if (file.fileName.endsWith('.js')) size.js += bytes;
    else if (file.fileName.endsWith('.css')) size.css += bytes;
  }
  return size;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [label, external] of [
  ['own code', [...Object.keys(dependencies), ...react]],
  ['with dependencies (React aside)', react],
]) {
  const { js, css } = await weigh(external);
  console.log(`design system, ${label}: JS ${kb(js)} + CSS ${kb(css)} gzipped`);
}
console.log(
  `web font (Inter variable, Latin, woff2, loaded after the page): ${kb(readFileSync(latinFont).length)}`,
);
