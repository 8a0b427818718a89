import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { Builder } from '@builder.io/react/lite';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider, defaultConfig, setMonitoringReporter } from '@storefront/features/platform';
import { blocks } from './blocks';
import { BlockEditingContext, defineBlock } from './defineBlock';
import { readInputs, type BlockInput } from './inputs';
import { registerBlocks } from './register';

// Block render errors are reported to monitoring; keep the test output readable.
setMonitoringReporter({ report: () => undefined });

function renderBlock(
  Component: (typeof blocks)[number]['render'],
  props: Record<string, unknown>,
  editing: boolean,
) {
  return render(
    <ConfigProvider config={defaultConfig}>
      <BlockEditingContext.Provider value={editing}>
        <main>
          <Component {...props} />
          <p>Rest of the page</p>
        </main>
      </BlockEditingContext.Provider>
    </ConfigProvider>,
  );
}

/** Anything an editor or a hand-written JSON file might put in an input. */
const hostileValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string(),
  fc.constant('<img src=x onerror="alert(1)"><script>alert(1)</script>'),
  fc.integer().map(String),
  fc.double(),
  fc.boolean(),
  fc.array(
    fc.oneof(fc.constant(null), fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer()))),
  ),
  fc.dictionary(fc.string(), fc.string()),
);

const propsFor = (inputs: readonly BlockInput[]) =>
  fc.record(Object.fromEntries(inputs.map((input) => [input.name, hostileValue])), { requiredKeys: [] });

describe('block registry', () => {
  it('registry: registerBlocks registers every block and the insert menu, and registering twice changes nothing', () => {
    const register = vi.spyOn(Builder, 'register');
    registerBlocks();
    registerBlocks();
    for (const block of blocks)
      expect(Builder.components.filter((component) => component.name === block.name)).toHaveLength(1);
    const menus = register.mock.calls.filter(([type]) => type === 'insertMenu').map(([, info]) => info.name);
    expect(menus).toEqual([...new Set(menus)]);
    expect(menus.length).toBeGreaterThan(0);
    expect(Builder.registry['editor.settings']).toEqual([{ customInsertMenu: true }]);
  });

  it('registry: every block has a name, friendly name, group, self-hosted image and typed inputs', () => {
    for (const block of blocks) {
      expect(block.registration.image).toMatch(/^data:image\/svg\+xml/);
      expect(block.registration.friendlyName).not.toBe('');
      for (const input of block.inputs) expect(input.type).toBeTruthy();
    }
  });

  it('blocks: a block missing a required input renders nothing on the live site and a hint in the editor', () => {
    const hero = blocks.find((block) => block.name === 'Hero')!;
    const live = renderBlock(hero.render, {}, false);
    expect(live.container.querySelector('h1')).toBeNull();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    live.unmount();
    renderBlock(hero.render, {}, true);
    expect(screen.getByRole('note')).toHaveTextContent('title is missing');
  });

  it('blocks: a block that throws while rendering leaves the rest of the page intact', () => {
    const broken = defineBlock({
      name: 'Broken',
      friendlyName: 'Broken',
      group: 'Layout',
      image: 'data:image/svg+xml,',
      inputs: [],
      component: () => {
        throw new Error('boom');
      },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = renderBlock(broken.render, {}, false);
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(live.container.querySelector('[data-block-hint]')).toBeNull();
    live.unmount();
    renderBlock(broken.render, {}, true);
    expect(screen.getByRole('note')).toHaveTextContent('Broken could not be shown');
    error.mockRestore();
  });

  it('blocks: HTML in a title is shown as text, never run', () => {
    const teaser = blocks.find((block) => block.name === 'SimpleProductTeaser')!;
    const { container } = renderBlock(
      teaser.render,
      { title: '<img src=x onerror=alert(1)>', linkHref: '/p' },
      false,
    );
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('blocks: every block survives random, wrongly typed and hostile inputs, live and in the editor (property-based)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const block of blocks) {
      fc.assert(
        fc.property(propsFor(block.inputs), fc.boolean(), (props, editing) => {
          const { container, unmount } = renderBlock(block.render, props, editing);
          try {
            expect(screen.getByText('Rest of the page')).toBeInTheDocument();
            expect(container.querySelector('script, [onerror]')).toBeNull();
            if (!editing) expect(container.querySelector('[data-block-hint]')).toBeNull();
          } finally {
            unmount();
          }
        }),
        { numRuns: 40 },
      );
    }
    error.mockRestore();
    // 40 runs of every block take about 2 s on a quiet machine and several times that while the cores are shared.
  }, 60_000);
});

/** Inputs as an editor fills them in, with `link` in every link input (and in those of every list item). */
function filledIn(inputs: readonly BlockInput[], link: string): Record<string, unknown> {
  const value = (input: BlockInput): unknown => {
    switch (input.type) {
      case 'url':
        return link;
      case 'number':
        return input.min ?? 1;
      case 'boolean':
        return true;
      case 'list':
        return [filledIn(input.subFields, link)];
      case 'file':
        return 'https://cdn.example/picture.png';
      default:
        return 'enum' in input ? input.enum[0] : 'Words';
    }
  };
  return Object.fromEntries(inputs.map((input) => [input.name, value(input)]));
}

const linkInputsOf = (inputs: readonly BlockInput[]): string[] =>
  inputs.flatMap((input) =>
    input.type === 'url'
      ? [input.name]
      : input.type === 'list'
        ? linkInputsOf(input.subFields).map((name) => `${input.name}[].${name}`)
        : [],
  );

/** Every URL the rendered page would follow, load or post to. */
const urlsIn = (container: HTMLElement) =>
  [...container.querySelectorAll('[href], [src], [action], [formaction]')].flatMap((element) =>
    ['href', 'src', 'action', 'formaction'].flatMap((name) => element.getAttribute(name) ?? []),
  );

describe('block links', () => {
  const withLinks = blocks.filter((block) => linkInputsOf(block.inputs).length > 0);

  // Some blocks show their links only to a signed-in shopper or after a step; reading the inputs covers those too.
  it('links: every link input of every block is read through the shared URL check (safeUrl)', () => {
    const hostile = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
    ];
    for (const { name, inputs } of blocks) {
      for (const link of hostile) {
        const { props, problems } = readInputs(inputs, filledIn(inputs, link));
        expect(JSON.stringify(props), name).not.toMatch(/script:|data:|evil/i);
        expect(
          problems.filter((problem) => problem.problem === 'not a web, e-mail or phone link'),
        ).toHaveLength(linkInputsOf(inputs).length);
      }
      expect(readInputs(inputs, filledIn(inputs, '/cart?from=block#top')).problems, name).toEqual([]);
      expect(readInputs(inputs, filledIn(inputs, 'mailto:club@example.com')).problems, name).toEqual([]);
    }
  });

  it('links: the registry has link inputs to check (15 shop blocks hold them)', () => {
    expect(withLinks.map((block) => block.name)).toHaveLength(15);
  });

  it.each(withLinks.map((block) => [block.name, block] as const))(
    'links: every link input of %s passes the shared URL check, so javascript: never reaches an href',
    async (_name, block) => {
      const { container, unmount } = renderBlock(
        block.render,
        filledIn(block.inputs, 'javascript:alert(1)'),
        false,
      );
      // Shop widgets read their backend first: their links show once the sandbox has answered.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      try {
        expect(urlsIn(container).filter((url) => /^\s*javascript:/i.test(url))).toEqual([]);
        expect(container.innerHTML).not.toContain('javascript:');
      } finally {
        unmount();
      }
    },
  );
});
