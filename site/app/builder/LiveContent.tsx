import { Fragment, useEffect, type CSSProperties, type ReactNode } from 'react';
import {
  BlockHint,
  blocks,
  builtInNamed,
  ChildBlocksContext,
  innerBlocks,
  useIsEditing,
  type ChildBlocksRenderer,
  type ContentBlock,
} from '@storefront/blocks';
import { reportError } from '@storefront/features/platform';

export type ContentElement = ContentBlock;

const blocksByName = new Map(blocks.map((block) => [block.name, block]));

/** The content's own breakpoints (`content.meta.breakpoints`): the widest px of its small and medium sizes. */
export interface ContentBreakpoints {
  small?: unknown;
  medium?: unknown;
}

// Builder's breakpoints (spec section 9): medium up to 991 px, small up to 640 px.
const defaultBreakpoints = { small: 640, medium: 991 } as const;
const sizes = ['large', 'medium', 'small'] as const;

const widthPx = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 10_000 ? value : undefined;

/**
 * The media query of each size. As Builder's SDK, the content's breakpoints count only when it sets both (small below
 * medium); anything else, or a value that is not a plain number of px, keeps Builder's defaults.
 */
function mediaQueriesFor(breakpoints: ContentBreakpoints | undefined) {
  const small = widthPx(breakpoints?.small);
  const medium = widthPx(breakpoints?.medium);
  const chosen = small && medium && small < medium ? { small, medium } : defaultBreakpoints;
  return {
    large: undefined,
    medium: `(max-width: ${chosen.medium}px)`,
    small: `(max-width: ${chosen.small}px)`,
  } as const;
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const safeId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '');

/** Visits every element of the content, with the blocks that built-ins keep in their options (columns, symbols). */
function eachElement(elements: readonly ContentElement[], visit: (element: ContentElement) => void) {
  for (const element of elements) {
    visit(element);
    eachElement(innerBlocks(element), visit);
  }
}

/**
 * One CSS text for every element's responsive styles, at the content's own breakpoints when it sets them: the same
 * string on the server and in the browser.
 */
export function responsiveCss(elements: readonly ContentElement[], breakpoints?: ContentBreakpoints): string {
  const mediaQueries = mediaQueriesFor(breakpoints);
  const rules: Record<(typeof sizes)[number], string[]> = { large: [], medium: [], small: [] };
  const builtInRules: string[] = [];
  eachElement(elements, (element) => {
    const builtIn = element.component?.name ? builtInNamed(element.component.name) : undefined;
    if (element.id && builtIn?.css)
      builtInRules.push(builtIn.css(element, `.builder-${safeId(element.id)}`, mediaQueries));
    if (element.id && element.responsiveStyles) {
      for (const size of sizes) {
        const styles = element.responsiveStyles[size];
        if (!styles) continue;
        // Values come from the editor: anything that could close the rule or the style element is dropped.
        const declarations = Object.entries(styles)
          .filter(([, value]) => typeof value === 'string' && !/[{}<>;]/.test(value))
          .map(([property, value]) => `${kebab(property)}:${value}`)
          .join(';');
        if (declarations) rules[size].push(`.builder-${safeId(element.id)}{${declarations}}`);
      }
    }
  });
  // The built-ins' own rules first, so a block's responsive styles set in the editor still win over them.
  return (
    builtInRules.join('') +
    sizes
      .filter((size) => rules[size].length > 0)
      .map((size) =>
        mediaQueries[size] ? `@media ${mediaQueries[size]}{${rules[size].join('')}}` : rules[size].join(''),
      )
      .join('')
  );
}

// Properties an editor may set on a plain element; event handlers and the like never reach the DOM.
const allowedProperty = /^(aria-[a-z-]+|role|id|title|lang|dir|href|target|rel)$/;

/** The component names of the content that the shop draws with nothing: neither a shop block nor a built-in. */
export function unknownComponents(elements: readonly ContentElement[]): string[] {
  const names = new Set<string>();
  eachElement(elements, (element) => {
    const name = element.component?.name;
    if (name && !blocksByName.has(name) && !builtInNamed(name)) names.add(name);
  });
  return [...names].sort();
}

/**
 * What the editor lists above a page the SDK draws: blocks the shop does not know (nothing live) and bindings the live
 * shop did not follow, each with why.
 */
export function editorNotes(elements: readonly ContentElement[]): string[] {
  const unknown = unknownComponents(elements).map(
    (name) =>
      `${name}: the shop has no block of this name (renamed or removed?), so shoppers see nothing there.`,
  );
  const refused: string[] = [];
  eachElement(elements, (element) => {
    for (const note of visibility(element).refused)
      refused.push(`${element.component?.name ?? 'A box'} (${element.id ?? 'no id'}) ${note}`);
  });
  return [...unknown, ...refused];
}

/**
 * Builder's show/hide, without running content code: the server (stripCode.ts) already read the `show`/`hide` rules
 * in the safe subset and marked a hidden block with Builder's own `hide` property; the bindings it did not follow are
 * named, with why, for the editor.
 */
function visibility(element: ContentElement): { hidden: boolean; refused: string[] } {
  const refused = Object.entries(
    (element as { refusedBindings?: Record<string, unknown> }).refusedBindings ?? {},
  )
    .filter(([, why]) => typeof why === 'string')
    .map(([key, why]) => `${key}: ${String(why)}.`);
  return { hidden: element.properties?.hide === 'true', refused };
}

function Element({ element }: { element: ContentElement }): ReactNode {
  const editing = useIsEditing();
  const { hidden, refused } = visibility(element);
  if (hidden)
    return editing && refused.length > 0 ? (
      <BlockHint title={element.component?.name ?? 'This block'} notes={refused} />
    ) : null;
  const Tag = (
    element.tagName && /^[a-z][a-z0-9]*$/.test(element.tagName) ? element.tagName : 'div'
  ) as 'div';
  const className = ['builder-block', element.id ? `builder-${safeId(element.id)}` : '']
    .filter(Boolean)
    .join(' ');
  const attributes = Object.fromEntries(
    Object.entries(element.properties ?? {}).filter(([name]) => allowedProperty.test(name)),
  );
  const name = element.component?.name;
  const block = name ? blocksByName.get(name) : undefined;
  const builtIn = name && !block ? builtInNamed(name) : undefined;
  if (name && !block && !builtIn)
    return editing ? (
      <BlockHint
        title={name}
        notes={['The shop has no block of this name (renamed or removed?), so shoppers see nothing here.']}
      />
    ) : null;
  return (
    <>
      {editing && refused.length > 0 && (
        <BlockHint title={element.component?.name ?? 'This block'} notes={refused} />
      )}
      <Tag className={className} {...attributes}>
        {block ? (
          <block.render {...(element.component?.options ?? {})} builderBlock={element} />
        ) : builtIn ? (
          <builtIn.render block={element} />
        ) : (
          element.children?.map((child, index) => <Element key={child.id ?? index} element={child} />)
        )}
      </Tag>
    </>
  );
}

// A page's unknown blocks are reported once, not on every render or every visit of the same page in one session.
const reportedUnknown = new Set<string>();

function useReportUnknownComponents(elements: readonly ContentElement[]) {
  const names = unknownComponents(elements).join(', ');
  useEffect(() => {
    if (!names || reportedUnknown.has(names)) return;
    reportedUnknown.add(names);
    reportError(new Error(`Builder content uses blocks the shop does not know: ${names}`), {
      components: names,
    });
  }, [names]);
}

const renderChildBlocks: ChildBlocksRenderer = (children) =>
  children.map((child, index) => <Element key={child.id ?? index} element={child} />);

/**
 * A published Builder page rendered by the shop itself: the shop's blocks and Builder's standard ones (built-ins, drawn
 * with the design system), the same responsive styles, without the SDK's runtime and without running any content code,
 * so live pages ship only the code of the blocks they show. The editor and previews use the SDK.
 */
// A published page's elements are frozen and shared by every visit (loader.server.ts): their CSS is worked out once.
const keptCss = new WeakMap<
  readonly ContentElement[],
  { breakpoints?: ContentBreakpoints | undefined; css: string }
>();

function pageCss(elements: readonly ContentElement[], breakpoints?: ContentBreakpoints): string {
  if (!Object.isFrozen(elements)) return responsiveCss(elements, breakpoints);
  const kept = keptCss.get(elements);
  if (kept && kept.breakpoints === breakpoints) return kept.css;
  const css = responsiveCss(elements, breakpoints);
  keptCss.set(elements, { breakpoints, css });
  return css;
}

export function LiveContent({
  elements,
  breakpoints,
  style,
}: {
  elements: readonly ContentElement[];
  /** The content's `meta.breakpoints`, if it sets its own. */
  breakpoints?: ContentBreakpoints | undefined;
  style?: CSSProperties;
}) {
  const css = pageCss(elements, breakpoints);
  useReportUnknownComponents(elements);
  return (
    <ChildBlocksContext.Provider value={renderChildBlocks}>
      <div className="builder-content" style={style}>
        {css && <style>{css}</style>}
        {elements.map((element, index) => (
          <Fragment key={element.id ?? index}>
            <Element element={element} />
          </Fragment>
        ))}
      </div>
    </ChildBlocksContext.Provider>
  );
}
