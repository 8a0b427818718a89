import { useContext, type ComponentType, type ReactNode } from 'react';
import { BlockHint } from '../BlockHint';
import { BlockBoundary, ChildBlocksContext, useIsEditing, type ContentBlock } from '../defineBlock';
import { isPlainObject, readInputs, type BlockInput, type PropsFromInputs } from '../inputs';

/**
 * One of Builder's standard blocks (Text, Image, Columns, ...) as the shop's live renderer draws it. The editor
 * keeps Builder's own; the live site draws the same content JSON with the design system, without the SDK.
 */
export interface BuiltIn {
  /** Builder's component name in content JSON (`component.name`). */
  name: string;
  render: ComponentType<{ block: ContentBlock }>;
  /** The block lists a built-in keeps in its options (a column's blocks, a symbol's content), for page-wide passes. */
  nested: (options: Record<string, unknown>) => readonly ContentBlock[][];
  /**
   * CSS that depends on the content's breakpoints (Columns stacking), given the selector of the block's wrapper and the
   * media query of each size; the live renderer adds it to the page's responsive styles.
   */
  css?: (block: ContentBlock, selector: string, media: BuiltInMedia) => string;
  /** Its options as Builder's editor offers them, for a built-in the shop registers in the editor in place of the SDK's. */
  inputs?: readonly BlockInput[];
}

/** The media queries of the content's medium (tablet) and small (phone) sizes. */
export interface BuiltInMedia {
  medium: string;
  small: string;
}

/** A list of blocks read from content JSON: anything that is not a block object is left out. */
export function blockList(value: unknown): ContentBlock[] {
  return Array.isArray(value) ? (value.filter(isPlainObject) as ContentBlock[]) : [];
}

/** One entry of a list option (a column, an accordion item, a tab) read as an object; anything else reads as empty. */
export function listEntry(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? value : {};
}

/** Renders child blocks with whichever renderer the page uses (the live renderer on live pages). */
export function Blocks({ blocks }: { blocks: readonly ContentBlock[] }): ReactNode {
  const render = useContext(ChildBlocksContext);
  return blocks.length > 0 ? render(blocks) : null;
}

/**
 * Ties a built-in's component to Builder's option names. Options are read like a shop block's inputs (coerced where
 * the intent is clear, problems listed in the editor), and a render error stays inside the block.
 */
export function defineBuiltIn<const L extends readonly BlockInput[]>(definition: {
  name: string;
  friendlyName: string;
  inputs: L;
  nested?: (options: Record<string, unknown>) => readonly ContentBlock[][];
  css?: BuiltIn['css'];
  component: ComponentType<PropsFromInputs<L> & { block: ContentBlock }>;
}): BuiltIn {
  const Inner = definition.component as ComponentType<Record<string, unknown>>;

  function BuiltInBlock({ block }: { block: ContentBlock }) {
    const editing = useIsEditing();
    const { props, problems } = readInputs(definition.inputs, block.component?.options);
    const missing = problems.some((problem) => problem.problem === 'missing');
    if (missing && !editing) return null;
    return (
      <>
        {editing && problems.length > 0 && <BlockHint title={definition.friendlyName} problems={problems} />}
        {!missing && (
          <BlockBoundary name={definition.name} friendlyName={definition.friendlyName} editing={editing}>
            <Inner {...props} block={block} />
          </BlockBoundary>
        )}
      </>
    );
  }
  BuiltInBlock.displayName = `BuiltIn(${definition.name})`;
  return {
    name: definition.name,
    render: BuiltInBlock,
    nested: definition.nested ?? (() => []),
    inputs: definition.inputs,
    ...(definition.css ? { css: definition.css } : {}),
  };
}

/**
 * A built-in the live shop never draws (third-party code, Builder's own form posting): nothing on the live page, and
 * in the editor a hint that says why, so a marketer is never left wondering where it went.
 */
export function editorOnlyBuiltIn(name: string, friendlyName: string, why: string): BuiltIn {
  function EditorOnly() {
    return useIsEditing() ? <BlockHint title={friendlyName} notes={[why]} /> : null;
  }
  EditorOnly.displayName = `EditorOnly(${name})`;
  return { name, render: EditorOnly, nested: () => [] };
}
