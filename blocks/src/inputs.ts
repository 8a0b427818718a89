import { safeUrl } from '@storefront/features/platform';

/**
 * A block's inputs, written once as a list: the list is what Builder's editor shows, and the block's props type is
 * derived from it, so the two cannot drift. Every field name matches Builder's own `Input` (name, friendlyName,
 * type, defaultValue, helperText, enum, required, subFields, allowedFileTypes, min, max, step, advanced, localized).
 */
interface InputBase {
  readonly name: string;
  readonly friendlyName?: string;
  readonly helperText?: string;
  readonly required?: boolean;
  readonly advanced?: boolean;
  /**
   * Words a shopper reads: Builder's editor lets marketers write them per locale of the space, and saves them as a
   * localised value that the shop resolves to the page's locale before the block sees it (servedContent.ts).
   */
  readonly localized?: boolean;
}

/** A `url` input is a link: only one to the shop, the web, an e-mail or a call reaches the block (safeUrl). */
export interface TextInput extends InputBase {
  readonly type: 'string' | 'longText' | 'url' | 'color';
  readonly defaultValue?: string;
}

/** HTML written in the editor; it is sanitised by the design system's RichText when rendered. */
export interface RichTextInput extends InputBase {
  readonly type: 'richText' | 'html';
  readonly defaultValue?: string;
}

export interface EnumInput extends InputBase {
  readonly type: 'string' | 'text';
  readonly enum: readonly string[];
  readonly defaultValue?: string;
}

export interface NumberInput extends InputBase {
  readonly type: 'number';
  readonly defaultValue?: number;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

export interface BooleanInput extends InputBase {
  readonly type: 'boolean';
  readonly defaultValue?: boolean;
}

/** An image or other file: Builder stores its URL. */
export interface FileInput extends InputBase {
  readonly type: 'file';
  readonly allowedFileTypes: readonly string[];
  readonly defaultValue?: string;
}

export interface ListInput extends InputBase {
  readonly type: 'list';
  readonly subFields: readonly BlockInput[];
  readonly defaultValue?: readonly Record<string, unknown>[];
}

export type BlockInput =
  TextInput | RichTextInput | EnumInput | NumberInput | BooleanInput | FileInput | ListInput;

/**
 * The heading a widget block shows above itself, written per locale; empty keeps the widget's own, in the shopper's
 * language. `helperText` says what that own heading is.
 */
export const headingInput = (helperText: string) =>
  ({ name: 'heading', type: 'string', localized: true, helperText }) as const;

/** The TypeScript value of one input. */
export type InputValue<I> = I extends {
  readonly type: 'list';
  readonly subFields: infer S extends readonly BlockInput[];
}
  ? Array<PropsFromInputs<S>>
  : I extends { readonly enum: readonly (infer E extends string)[] }
    ? E
    : I extends { readonly type: 'number' }
      ? number
      : I extends { readonly type: 'boolean' }
        ? boolean
        : string;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The props a list of inputs gives a block: required inputs are required props, the rest optional. */
export type PropsFromInputs<L extends readonly BlockInput[]> = Simplify<
  { [I in L[number] as I extends { readonly required: true } ? I['name'] : never]: InputValue<I> } & {
    [I in L[number] as I extends { readonly required: true } ? never : I['name']]?: InputValue<I>;
  }
>;

/** A link input's value that is not a web, e-mail or phone link (nor a path of the shop): `javascript:`, `data:`. */
const notALink = 'not a web, e-mail or phone link';

/** Why an input value could not be used as given. */
export interface InputProblem {
  input: string;
  problem: 'missing' | 'wrong type' | 'not an option' | 'out of range' | typeof notALink;
  received?: unknown;
}

export interface ReadInputs<P> {
  props: P;
  problems: InputProblem[];
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads what the editor (or hand-written content JSON) gave a block against its input list. Values of the wrong shape
 * are coerced where the intent is clear (a number written as a string, "true"), otherwise dropped for the default;
 * every deviation is reported so the editor can say what is wrong.
 */
export function readInputs<L extends readonly BlockInput[]>(
  inputs: L,
  raw: unknown,
  path = '',
): ReadInputs<PropsFromInputs<L>> {
  const source = isPlainObject(raw) ? raw : {};
  const props: Record<string, unknown> = {};
  const problems: InputProblem[] = [];
  for (const input of inputs) {
    const name = `${path}${input.name}`;
    const given = source[input.name];
    const value = readValue(input, given, name, problems);
    const usable = value !== undefined ? value : input.defaultValue;
    if (usable === undefined || usable === '') {
      if (input.required) problems.push({ input: name, problem: 'missing' });
      continue;
    }
    props[input.name] = usable;
  }
  return { props: props as PropsFromInputs<L>, problems };
}

function readValue(input: BlockInput, given: unknown, name: string, problems: InputProblem[]): unknown {
  if (given === undefined || given === null) return undefined;
  const wrong = (problem: InputProblem['problem'] = 'wrong type') => {
    problems.push({ input: name, problem, received: given });
    return undefined;
  };
  switch (input.type) {
    case 'number': {
      const number =
        typeof given === 'number'
          ? given
          : typeof given === 'string' && given.trim() !== ''
            ? Number(given)
            : NaN;
      if (!Number.isFinite(number)) return wrong();
      if ((input.min !== undefined && number < input.min) || (input.max !== undefined && number > input.max))
        return wrong('out of range');
      return number;
    }
    case 'boolean':
      if (typeof given === 'boolean') return given;
      if (given === 'true' || given === 'false') return given === 'true';
      return wrong();
    case 'list': {
      if (!Array.isArray(given)) return wrong();
      return given.flatMap((item, index) => {
        if (!isPlainObject(item)) {
          problems.push({ input: `${name}[${index}]`, problem: 'wrong type', received: item });
          return [];
        }
        const read = readInputs(input.subFields, item, `${name}[${index}].`);
        problems.push(...read.problems);
        // An item missing a required field is left out rather than shown half-filled.
        return read.problems.some((problem) => problem.problem === 'missing') ? [] : [read.props];
      });
    }
    default: {
      const text = typeof given === 'string' ? given : typeof given === 'number' ? String(given) : undefined;
      if (text === undefined) return wrong();
      if ('enum' in input && !input.enum.includes(text)) return wrong('not an option');
      // Every block's links pass here, so a `javascript:` or `data:` link from the editor never reaches an href.
      if (input.type === 'url') return safeUrl(text, 'link') ?? wrong(notALink);
      return text;
    }
  }
}
