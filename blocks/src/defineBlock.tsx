import {
  Component,
  createContext,
  useContext,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { reportError } from '@storefront/features/platform';
import { readInputs, type BlockInput, type InputProblem, type PropsFromInputs } from './inputs';
import { BlockHint } from './BlockHint';

/** A block as Builder's content JSON holds it (`@builder.io/sdk:Element`), as far as the registry reads it. */
export interface ContentBlock {
  '@type'?: '@builder.io/sdk:Element';
  id?: string;
  tagName?: string;
  component?: { name: string; options?: Record<string, unknown> };
  children?: ContentBlock[];
  properties?: Record<string, string>;
  /** Code strings Builder evaluates for a value (`hide`, `show`, `component.options.text`, ...). */
  bindings?: Record<string, string>;
  responsiveStyles?: Partial<Record<'large' | 'medium' | 'small', Record<string, string>>>;
}

/** The insert-menu sections of Builder's editor, in the order they are shown. */
export const blockGroups = ['Marketing', 'Product', 'Layout', 'Shop widgets'] as const;
export type BlockGroup = (typeof blockGroups)[number];

export interface BlockDefinition<L extends readonly BlockInput[], C extends boolean> {
  /** The name stored in content JSON (`component.name`); never rename a published block. */
  name: string;
  friendlyName: string;
  group: BlockGroup;
  /** Insert-menu icon, self-hosted (a data: URI, so the editor needs nothing from our server). */
  image: string;
  description?: string;
  inputs: L;
  /** Blocks that hold other blocks (a carousel of cards, a form with its fields). */
  canHaveChildren?: C;
  defaultChildren?: readonly ContentBlock[];
  component: ComponentType<PropsFromInputs<L> & (C extends true ? { children?: ReactNode } : unknown)>;
}

/** What `registerBlocks()` hands to Builder for one block. */
export interface Block {
  name: string;
  group: BlockGroup;
  inputs: readonly BlockInput[];
  /** The component Builder renders: reads the raw inputs, guards them and the render. */
  render: ComponentType<Record<string, unknown>>;
  registration: {
    name: string;
    friendlyName: string;
    image: string;
    description?: string;
    inputs: readonly BlockInput[];
    canHaveChildren?: boolean;
    defaultChildren?: readonly ContentBlock[];
  };
}

/**
 * Whether the page is open in Builder's editor. The site decides it from the URL on the server and in the browser
 * alike, so the editor's hints never cause a hydration mismatch; outside a provider a page is live.
 */
export const BlockEditingContext = createContext(false);
export const useIsEditing = () => useContext(BlockEditingContext);

/**
 * How the child blocks of a container block (a carousel of cards, a form with its fields) are rendered: by Builder's
 * SDK in the editor, by the site's own renderer on live pages. Keeping it out of here keeps the SDK out of live pages.
 */
export type ChildBlocksRenderer = (children: readonly ContentBlock[]) => ReactNode;
export const ChildBlocksContext = createContext<ChildBlocksRenderer>(() => null);

/** Props Builder passes beside the inputs; they are not inputs and must not reach the component. */
const builderProps = new Set(['builderBlock', 'builderState', 'attributes', 'children']);

/**
 * Ties a component to its Builder registration. The input list is the single source of the props type, and the
 * component Builder renders never takes the page down: broken inputs show a hint in the editor and nothing on the
 * live site, and a render error stays inside the block.
 */
export function defineBlock<const L extends readonly BlockInput[], const C extends boolean = false>(
  definition: BlockDefinition<L, C>,
): Block {
  const Inner = definition.component as ComponentType<Record<string, unknown>>;
  const topLevel = new Set(definition.inputs.map((input) => input.name));

  function BuilderBlock(raw: Record<string, unknown>) {
    const editing = useIsEditing();
    const given = Object.fromEntries(Object.entries(raw).filter(([key]) => !builderProps.has(key)));
    const { props, problems } = readInputs(definition.inputs, given);
    const missing = problems.some((problem) => problem.problem === 'missing' && topLevel.has(problem.input));
    const renderChildren = useContext(ChildBlocksContext);
    const childBlocks = definition.canHaveChildren ? childBlocksOf(raw.builderBlock) : [];
    const children = childBlocks.length > 0 ? renderChildren(childBlocks) : undefined;
    if (missing && !editing) return null;
    return (
      <>
        {editing && problems.length > 0 && <BlockHint title={definition.friendlyName} problems={problems} />}
        {!missing && (
          <BlockBoundary name={definition.name} friendlyName={definition.friendlyName} editing={editing}>
            <Inner {...props}>{children}</Inner>
          </BlockBoundary>
        )}
      </>
    );
  }
  BuilderBlock.displayName = `Block(${definition.name})`;

  return {
    name: definition.name,
    group: definition.group,
    inputs: definition.inputs,
    render: BuilderBlock,
    registration: {
      name: definition.name,
      friendlyName: definition.friendlyName,
      image: definition.image,
      ...(definition.description ? { description: definition.description } : {}),
      inputs: definition.inputs,
      ...(definition.canHaveChildren ? { canHaveChildren: true } : {}),
      ...(definition.defaultChildren ? { defaultChildren: definition.defaultChildren } : {}),
    },
  };
}

function childBlocksOf(builderBlock: unknown): readonly ContentBlock[] {
  const children = (builderBlock as ContentBlock | undefined)?.children;
  return Array.isArray(children) ? children : [];
}

interface BoundaryProps {
  name: string;
  friendlyName: string;
  editing: boolean;
  children: ReactNode;
}

/** Keeps a block's render error inside the block: a hint in the editor, nothing on the live site. */
export class BlockBoundary extends Component<BoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { block: this.props.name, componentStack: info.componentStack ?? undefined });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (!this.props.editing) return null;
    const problem: InputProblem = {
      input: 'render',
      problem: 'wrong type',
      received: this.state.error.message,
    };
    return <BlockHint title={this.props.friendlyName} problems={[problem]} failed />;
  }
}
