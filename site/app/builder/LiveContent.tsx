import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { blocks, ChildBlocksContext, type ChildBlocksRenderer, type ContentBlock } from '@storefront/blocks';

export type ContentElement = ContentBlock;

const blocksByName = new Map(blocks.map((block) => [block.name, block]));

// Builder's breakpoints (spec section 9): medium up to 991 px, small up to 640 px.
const mediaQueries = { large: undefined, medium: '(max-width: 991px)', small: '(max-width: 640px)' } as const;

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const safeId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '');

/** One CSS text for every element's responsive styles: the same string on the server and in the browser. */
export function responsiveCss(elements: readonly ContentElement[]): string {
  const rules: Record<keyof typeof mediaQueries, string[]> = { large: [], medium: [], small: [] };
  const visit = (element: ContentElement) => {
    if (element.id && element.responsiveStyles) {
      for (const size of Object.keys(mediaQueries) as Array<keyof typeof mediaQueries>) {
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
    element.children?.forEach(visit);
  };
  elements.forEach(visit);
  return (Object.keys(mediaQueries) as Array<keyof typeof mediaQueries>)
    .filter((size) => rules[size].length > 0)
    .map((size) =>
      mediaQueries[size] ? `@media ${mediaQueries[size]}{${rules[size].join('')}}` : rules[size].join(''),
    )
    .join('');
}

// Properties an editor may set on a plain element; event handlers and the like never reach the DOM.
const allowedProperty = /^(aria-[a-z-]+|role|id|title|lang|dir|href|target|rel)$/;

function Element({ element }: { element: ContentElement }): ReactNode {
  if (element.properties?.hide === 'true') return null;
  const Tag = (
    element.tagName && /^[a-z][a-z0-9]*$/.test(element.tagName) ? element.tagName : 'div'
  ) as 'div';
  const className = ['builder-block', element.id ? `builder-${safeId(element.id)}` : '']
    .filter(Boolean)
    .join(' ');
  const attributes = Object.fromEntries(
    Object.entries(element.properties ?? {}).filter(([name]) => allowedProperty.test(name)),
  );
  const block = element.component ? blocksByName.get(element.component.name) : undefined;
  if (element.component && !block) return null;
  return (
    <Tag className={className} {...attributes}>
      {block ? (
        <block.render {...(element.component?.options ?? {})} builderBlock={element} />
      ) : (
        element.children?.map((child, index) => <Element key={child.id ?? index} element={child} />)
      )}
    </Tag>
  );
}

const renderChildBlocks: ChildBlocksRenderer = (children) =>
  children.map((child, index) => <Element key={child.id ?? index} element={child} />);

/**
 * A published Builder page rendered by the shop itself: the same blocks, the same responsive styles, without the
 * SDK's runtime, so live pages ship only the code of the blocks they show. The editor and previews use the SDK.
 */
export function LiveContent({
  elements,
  style,
}: {
  elements: readonly ContentElement[];
  style?: CSSProperties;
}) {
  const css = responsiveCss(elements);
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
