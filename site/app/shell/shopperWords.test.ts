import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

// What a shopper reads or hears: text between tags, and these props given as a plain string or template.
const spokenProps = new Set([
  'aria-label',
  'title',
  'label',
  'placeholder',
  'alt',
  'heading',
  'description',
  'hint',
  'previousLabel',
  'nextLabel',
]);
// Hints to marketers in Builder's editor, never on a live page.
const editorOnly = new Set(['BlockHint']);
// The shop's name is the same in every language.
const sameInEveryLanguage = new Set(['Storefront']);
const rendersEitherSide = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !sameInEveryLanguage.has(text.trim());

/** Every piece of text a file renders without going through the dictionary, as `line: text`. */
function untranslatedText(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  // The strings an expression may render as it is: itself, either branch of a condition, either side of && || ??.
  const renderedStrings = (node: ts.Node | undefined): ts.Node[] => {
    if (!node) return [];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
      return [node];
    if (ts.isParenthesizedExpression(node)) return renderedStrings(node.expression);
    if (ts.isConditionalExpression(node))
      return [...renderedStrings(node.whenTrue), ...renderedStrings(node.whenFalse)];
    if (ts.isBinaryExpression(node) && rendersEitherSide.has(node.operatorToken.kind))
      return [...renderedStrings(node.left), ...renderedStrings(node.right)];
    return [];
  };
  // A template's own words, not the code in its placeholders.
  const wordsOf = (node: ts.Node) =>
    ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
      : node.getText().slice(1, -1);
  const report = (node: ts.Node, text: string) => {
    if (hasWords(text)) found.push(`${at(node)}: ${node.getText()}`);
  };
  const visit = (node: ts.Node) => {
    const tag = ts.isJsxSelfClosingElement(node)
      ? node
      : ts.isJsxElement(node)
        ? node.openingElement
        : undefined;
    if (tag && editorOnly.has(tag.tagName.getText())) return;
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent))
      for (const text of renderedStrings(node.expression)) report(text, wordsOf(text));
    if (ts.isJsxAttribute(node) && spokenProps.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (renderedStrings(value).some((text) => hasWords(wordsOf(text))))
        found.push(`${at(node)}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// Widgets and the site's pages and frame; stories and tests speak to developers.
const files = globSync(['features/src/*/widgets/**/*.tsx', 'site/app/**/*.tsx'], { cwd: root })
  .filter((path) => !/\.(test|stories)\.tsx$/.test(path))
  .sort();

describe('shopper words', () => {
  it('i18n: no widget or page renders English text or labels outside the dictionaries, so German pages read German', () => {
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((path) =>
      untranslatedText(`${root}${path}`).map((text) => `${path}:${text}`),
    );
    expect(problems).toEqual([]);
  });

  it('i18n: the check finds text between tags, plain labels and templated labels, and lets messages through', () => {
    const text = [
      'export const A = () => (',
      '  <p aria-label={`Hello ${name}`} title="Close it" className="wide">',
      "    Your cart<b>{t('cart.title')}</b> €1 <i aria-label={t('x')} />{done ? 'Saved.' : ''}",
      '  </p>',
      ');',
    ].join('\n');
    expect(untranslatedText('fixture.tsx', text)).toEqual([
      '2: aria-label={`Hello ${name}`}',
      '2: title="Close it"',
      '3: Your cart',
      "3: 'Saved.'",
    ]);
  });
});
