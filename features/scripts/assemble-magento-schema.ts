/**
 * Assembles Magento's GraphQL schema the way Magento does at run time: every module's `etc/schema.graphqls`,
 * merged by type name, from a magento2 git directory at a release tag. Run it with
 * `npm run assemble-magento-schema -w @storefront/features -- <magento2 git dir> <tag> [<output file>]`
 * (Node 24 runs this file as it is). See src/backends/commerce/README.md for which tag and why.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  Kind,
  Lexer,
  parse,
  print,
  Source,
  TokenKind,
  type ConstDirectiveNode,
  type DefinitionNode,
  type DocumentNode,
  type EnumValueDefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type NamedTypeNode,
  type StringValueNode,
  type TypeDefinitionNode,
} from 'graphql';

/** One module's schema file as Magento ships it. */
export interface ModuleSchema {
  module: string;
  sdl: string;
}

/** Where Magento keeps its modules' schemas; test modules live under dev/tests and are never part of a shop. */
const SCHEMA_PATH = /^app\/code\/Magento\/([^/]+)\/etc\/schema\.graphqls$/;

/**
 * Magento's own directives name PHP classes (`@resolver`, `@typeResolver`) or its full-page cache (`@cache`): nothing
 * a client sees. `@doc` becomes the description a client does see; GraphQL's own `@deprecated` stays.
 */
const KEPT_DIRECTIVES = new Set(['deprecated']);

/**
 * Magento reads its SDL with a laxer parser than the specification's: `implements A, B` (GraphQL wants `A & B`) and
 * empty bodies (`type Query {\n}`). Rewritten token by token, so nothing inside a string is touched.
 */
export function toSpecSyntax(sdl: string): string {
  const lexer = new Lexer(new Source(sdl));
  const edits: { start: number; end: number; text: string }[] = [];
  let previous = lexer.token;
  let implementing = false;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    if (token.kind === TokenKind.BRACE_R && previous.kind === TokenKind.BRACE_L) {
      edits.push({ start: previous.start, end: token.end, text: '' });
    }
    if (
      implementing &&
      token.kind === TokenKind.NAME &&
      previous.kind === TokenKind.NAME &&
      previous.value !== 'implements'
    ) {
      edits.push({ start: token.start, end: token.start, text: '& ' });
    }
    if (token.kind !== TokenKind.NAME && token.kind !== TokenKind.AMP) implementing = false;
    if (token.kind === TokenKind.NAME && token.value === 'implements') implementing = true;
    previous = token;
  }
  let text = sdl;
  for (const edit of edits.reverse()) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return text;
}

/** `@doc(description: "…")` as the node's description, and only the directives a client sees. */
function describedByDoc<
  T extends {
    readonly description?: StringValueNode | undefined;
    readonly directives?: readonly ConstDirectiveNode[] | undefined;
  },
>(node: T): T {
  const doc = node.directives
    ?.find((directive) => directive.name.value === 'doc')
    ?.arguments?.find((argument) => argument.name.value === 'description');
  const description =
    doc?.value.kind === Kind.STRING && doc.value.value !== ''
      ? { kind: Kind.STRING, value: doc.value.value, block: false }
      : node.description;
  return {
    ...node,
    description,
    directives: node.directives?.filter((directive) => KEPT_DIRECTIVES.has(directive.name.value)),
  };
}

/** A field with its own and its arguments' @doc as descriptions. */
function describedField<T extends FieldDefinitionNode | InputValueDefinitionNode>(field: T): T {
  const described = describedByDoc(field);
  return 'arguments' in described && described.arguments
    ? { ...described, arguments: described.arguments.map(describedByDoc) }
    : described;
}

/** A field declared again by a later module replaces the earlier one, arguments merged by name (Magento's merge). */
function mergedField<T extends FieldDefinitionNode | InputValueDefinitionNode>(
  earlier: T | undefined,
  later: T,
): T {
  const described = describedField(later);
  if (!earlier) return described;
  const merged = { ...described, description: described.description ?? earlier.description };
  if (!('arguments' in earlier) || !('arguments' in described)) return merged;
  const byName = new Map((earlier.arguments ?? []).map((argument) => [argument.name.value, argument]));
  for (const argument of described.arguments ?? []) byName.set(argument.name.value, argument);
  return { ...merged, arguments: [...byName.values()] };
}

/** Every definition and extension of one type name, gathered across modules. */
interface MergedType {
  definition: TypeDefinitionNode;
  fields: Map<string, FieldDefinitionNode | InputValueDefinitionNode>;
  values: Map<string, EnumValueDefinitionNode>;
  members: Map<string, NamedTypeNode>;
}

const DEFINITION_OF: Partial<Record<Kind, TypeDefinitionNode['kind']>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: Kind.OBJECT_TYPE_DEFINITION,
  [Kind.OBJECT_TYPE_EXTENSION]: Kind.OBJECT_TYPE_DEFINITION,
  [Kind.INTERFACE_TYPE_DEFINITION]: Kind.INTERFACE_TYPE_DEFINITION,
  [Kind.INTERFACE_TYPE_EXTENSION]: Kind.INTERFACE_TYPE_DEFINITION,
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: Kind.INPUT_OBJECT_TYPE_DEFINITION,
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: Kind.INPUT_OBJECT_TYPE_DEFINITION,
  [Kind.ENUM_TYPE_DEFINITION]: Kind.ENUM_TYPE_DEFINITION,
  [Kind.ENUM_TYPE_EXTENSION]: Kind.ENUM_TYPE_DEFINITION,
  [Kind.UNION_TYPE_DEFINITION]: Kind.UNION_TYPE_DEFINITION,
  [Kind.UNION_TYPE_EXTENSION]: Kind.UNION_TYPE_DEFINITION,
  [Kind.SCALAR_TYPE_DEFINITION]: Kind.SCALAR_TYPE_DEFINITION,
  [Kind.SCALAR_TYPE_EXTENSION]: Kind.SCALAR_TYPE_DEFINITION,
};

function collect(types: Map<string, MergedType>, node: DefinitionNode, retyped: string[], module: string) {
  const kind = DEFINITION_OF[node.kind];
  if (!kind || !('name' in node) || !node.name) return;
  const name = node.name.value;
  const described = describedByDoc(node as TypeDefinitionNode);
  let merged = types.get(name);
  if (!merged) {
    merged = {
      definition: { ...described, kind } as TypeDefinitionNode,
      fields: new Map(),
      values: new Map(),
      members: new Map(),
    };
    types.set(name, merged);
  } else if (!merged.definition.description && described.description) {
    merged.definition = { ...merged.definition, description: described.description };
  }
  const interfaces = 'interfaces' in node ? (node.interfaces ?? []) : [];
  for (const named of interfaces) merged.members.set(`implements:${named.name.value}`, named);
  if ('fields' in node)
    for (const field of node.fields ?? []) {
      const earlier = merged.fields.get(field.name.value);
      if (earlier && print(earlier.type) !== print(field.type))
        retyped.push(
          `${name}.${field.name.value}: ${print(earlier.type)} -> ${print(field.type)} (Magento_${module})`,
        );
      merged.fields.set(field.name.value, mergedField(earlier, field));
    }
  if ('values' in node)
    for (const value of node.values ?? []) merged.values.set(value.name.value, describedByDoc(value));
  if ('types' in node) for (const member of node.types ?? []) merged.members.set(member.name.value, member);
}

function definitionOf({ definition, fields, values, members }: MergedType): TypeDefinitionNode {
  const implemented = [...members].filter(([key]) => key.startsWith('implements:')).map(([, named]) => named);
  const unionMembers = [...members]
    .filter(([key]) => !key.startsWith('implements:'))
    .map(([, named]) => named);
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION:
      return {
        ...definition,
        interfaces: implemented,
        fields: [...fields.values()] as FieldDefinitionNode[],
      };
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      return { ...definition, fields: [...fields.values()] as InputValueDefinitionNode[] };
    case Kind.ENUM_TYPE_DEFINITION:
      return { ...definition, values: [...values.values()] };
    case Kind.UNION_TYPE_DEFINITION:
      return { ...definition, types: unionMembers };
    default:
      return definition;
  }
}

/**
 * The modules' schemas as one SDL document: each type once, its fields, values, interfaces and members gathered from
 * every module in the order given (later modules win a field both declare, as in Magento's merge), and the fields a
 * later module declared with another type, where the order of modules decides.
 */
export function assembleMagentoSchema(modules: readonly ModuleSchema[]): { sdl: string; retyped: string[] } {
  const types = new Map<string, MergedType>();
  const retyped: string[] = [];
  for (const { module, sdl } of modules) {
    let document: DocumentNode;
    try {
      document = parse(toSpecSyntax(sdl), { noLocation: true });
    } catch (error) {
      throw new Error(`Magento_${module}: ${(error as Error).message}`, { cause: error });
    }
    for (const definition of document.definitions) collect(types, definition, retyped, module);
  }
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [...types.values()].map(definitionOf) };
  // Fails here, not in codegen, when the merged schema is not one graphql-js can serve.
  buildASTSchema(document);
  return { sdl: `${print(document)}\n`, retyped };
}

/** How much a schema holds: named types (GraphQL's own left out), output fields, input fields and enum values. */
export function schemaFigures(sdl: string | readonly string[]) {
  const schema = buildASTSchema(parse([sdl].flat().join('\n')));
  const figures = { types: 0, fields: 0, inputFields: 0, enumValues: 0 };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    figures.types += 1;
    if (isObjectType(type) || isInterfaceType(type)) figures.fields += Object.keys(type.getFields()).length;
    if (isInputObjectType(type)) figures.inputFields += Object.keys(type.getFields()).length;
    if (isEnumType(type)) figures.enumValues += type.getValues().length;
  }
  return figures;
}

/** Every module's schema file at `ref` of a magento2 git directory (bare or not), in module-name order. */
export function moduleSchemasAt(gitDir: string, ref: string): ModuleSchema[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return git('ls-tree', '-r', '--name-only', ref, '--', 'app/code/Magento')
    .split('\n')
    .flatMap((path) => {
      const module = SCHEMA_PATH.exec(path)?.[1];
      return module ? [{ module, path }] : [];
    })
    .sort((a, b) => (a.module < b.module ? -1 : 1))
    .map(({ module, path }) => ({ module, sdl: git('show', `${ref}:${path}`) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [gitDir, ref, output = 'src/backends/commerce/contract/magento.graphql'] = process.argv.slice(2);
  if (!gitDir || !ref) {
    console.error('usage: assemble-magento-schema <magento2 git dir> <tag> [<output file>]');
    process.exit(2);
  }
  const modules = moduleSchemasAt(gitDir, ref);
  const { sdl, retyped } = assembleMagentoSchema(modules);
  for (const field of retyped)
    console.warn(`declared again with another type, the later module wins: ${field}`);
  const header = `# Magento Open Source ${ref}: app/code/Magento/*/etc/schema.graphqls of ${modules.length} modules, merged.\n# Written by scripts/assemble-magento-schema.ts; do not edit by hand.\n\n`;
  writeFileSync(output, header + sdl);
  console.log(`${output}: ${JSON.stringify(schemaFigures(sdl))}`);
}
