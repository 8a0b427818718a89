// `npm run purge -- --tag <tag>… | --url <path>… | --all [--instance <origin>…]`: an operator's purge. It sends the
// running shop the purge Magento would (PURGE with X-Magento-Tags-Pattern), or a PURGE of each URL's path, to each
// instance named (default: this machine's, http://127.0.0.1:$PORT, which the shop takes a purge from without further
// configuration; another machine's address must be in that instance's PURGE_ALLOWED_ADDRESSES). Every serving process
// of an instance forgets the pages; name every instance the balancer sends shoppers to.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const envFile = fileURLToPath(new URL('../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

const usage = 'Usage: npm run purge -- --tag <tag>… | --url <path>… | --all [--instance <origin>…]';
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      tag: { type: 'string', multiple: true, default: [] },
      url: { type: 'string', multiple: true, default: [] },
      all: { type: 'boolean', default: false },
      instance: { type: 'string', multiple: true, default: [] },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const { tag: tags, url: urls, all, instance } = options;
const badTag = tags.find((tag) => !/^[A-Za-z0-9_.:-]{1,100}$/.test(tag));
const badUrl = urls.find((url) => !url.startsWith('/') || url.startsWith('//'));
if ((tags.length === 0 && urls.length === 0 && !all) || badTag || badUrl) {
  console.error(
    badTag
      ? `Not a cache tag: ${badTag}`
      : badUrl
        ? `Not a path on the shop (start with /): ${badUrl}`
        : usage,
  );
  process.exit(2);
}
const instances = instance.length > 0 ? instance : [`http://127.0.0.1:${process.env.PORT?.trim() || 3000}`];

/** The purges for one instance: Magento's shape for tags (`.*` for everything), the path itself for a URL. */
const requests = [
  ...(all ? [{ path: '/', pattern: '.*', what: 'everything' }] : []),
  ...(tags.length > 0
    ? [
        {
          path: '/',
          pattern: tags.map((tag) => `((^|,)${tag}(,|$))`).join('|'),
          what: `tags ${tags.join(' ')}`,
        },
      ]
    : []),
  ...urls.map((url) => ({ path: url, what: url })),
];

let failed = false;
for (const origin of instances)
  for (const { path, pattern, what } of requests) {
    try {
      const response = await fetch(new URL(path, origin), {
        method: 'PURGE',
        headers: pattern ? { 'X-Magento-Tags-Pattern': pattern } : {},
        signal: AbortSignal.timeout(5000),
      });
      console.log(`${origin}: ${what}: ${response.status} ${(await response.text()).trim()}`);
      failed ||= !response.ok;
    } catch (error) {
      console.error(`${origin}: ${what}: ${error.cause?.code ?? error.message}`);
      failed = true;
    }
  }
process.exit(failed ? 1 : 0);
