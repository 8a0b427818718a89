import ts from 'typescript';
import fs from 'fs';
for (const f of process.argv.slice(2)) {
  let text = fs.readFileSync(f, 'utf8');
  const src = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const inserts = [];
  const usesT = (n) => { let found = false; const v = (m) => { if (ts.isCallExpression(m) && m.expression.getText() === 't') found = true; ts.forEachChild(m, v); }; v(n); return found; };
  const declaresT = (body) => /const \{ t\b|const \{[^}]*\bt\b[^}]*\} = /.test(body.getText()) ;
  const visit = (n) => {
    if (((ts.isFunctionDeclaration(n) && n.name && /^[A-Z]/.test(n.name.text)) || ((ts.isArrowFunction(n)||ts.isFunctionExpression(n)) && ts.isVariableDeclaration(n.parent) && /^[A-Z]/.test(n.parent.name.getText()))) && n.body && ts.isBlock(n.body)) {
      // only component-level functions: not nested in another component
      if (usesT(n.body) && !declaresT(n.body)) inserts.push(n.body.getStart() + 1);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  for (const at of inserts.sort((a, b) => b - a)) text = text.slice(0, at) + '\n  const { t } = useTranslation();' + text.slice(at);
  if (inserts.length && !/\buseTranslation\b[^(]/.test(text.split('\n').filter(l=>l.startsWith('import')).join('\n'))) {
    const m = text.match(/import \{([^}]*)\} from '(\.\.\/)+platform';/);
    if (m) text = text.replace(m[0], `import {${m[1].replace(/\s*$/, '')}, useTranslation } from '${m[0].match(/'([^']+)'/)[1]}';`);
    else text = `import { useTranslation } from '../../platform';\n` + text;
  }
  fs.writeFileSync(f, text);
  console.log(f, inserts.length);
}
