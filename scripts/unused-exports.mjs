// `npm test` stage: fails on an export no other file imports (issue 24). An export only its own file uses
// should not be exported; one nothing uses should go. Reads every TypeScript file of the workspaces in one
// program and follows each import (static, `export ... from`, and `import()`) to the declaration it names.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Exports read by tools rather than by our files: config files' and vitest's global setup's default exports. */
const TOOL_ENTRIES = /(^|\/)((vite|vitest|playwright|drizzle)\.config|test\/support\/global-setup)\.ts$/;

export function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file && !file.endsWith('.d.ts') && !file.endsWith('.d.mts'))
    .map((file) => path.join(root, file));
}

/** Every export of `files` that no file imports, as `path: name`. */
export function unusedExports(files) {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const ours = new Set(files.map((file) => path.normalize(file)));
  const original = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const used = new Set();
  const wholeModulesUsed = new Set();

  const moduleSymbolOf = (specifier) => checker.getSymbolAtLocation(specifier);
  const markAllOf = (moduleSymbol) => {
    if (!moduleSymbol) return;
    wholeModulesUsed.add(moduleSymbol);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) used.add(original(symbol));
  };

  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : node;
      const bindings = ts.isImportDeclaration(node) ? clause?.namedBindings : node.exportClause;
      if (ts.isImportDeclaration(node) && clause?.name) {
        const symbol = checker.getSymbolAtLocation(clause.name);
        if (symbol) used.add(original(symbol));
      }
      if (!bindings) {
        // `export * from` passes everything on: what is used is found where it is imported.
        if (ts.isImportDeclaration(node) && !clause) markAllOf(moduleSymbolOf(node.moduleSpecifier));
      } else if (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) {
        markAllOf(moduleSymbolOf(node.moduleSpecifier));
      } else {
        for (const element of bindings.elements) {
          // `export { a as b } from`: the re-export itself is not a use; `b` is followed to `a` where it is imported.
          if (ts.isExportSpecifier(element)) continue;
          const symbol = checker.getSymbolAtLocation(element.name);
          if (symbol) used.add(original(symbol));
        }
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      markAllOf(moduleSymbolOf(node.arguments[0]));
    }
    ts.forEachChild(node, visit);
  };
  for (const source of program.getSourceFiles()) if (ours.has(path.normalize(source.fileName))) visit(source);

  /** Whether the file itself uses the symbol beyond declaring it (then it should not be exported, but is not dead). */
  const usedWithin = (source, symbol) => {
    const names = new Set((symbol.declarations ?? []).map((declaration) => ts.getNameOfDeclaration(declaration)));
    let found = false;
    const look = (node) => {
      if (found) return;
      if (ts.isIdentifier(node) && !names.has(node.parent?.name === node ? node.parent.name : node) && !names.has(node)) {
        const at = checker.getSymbolAtLocation(node);
        if (at && (at === symbol || original(at) === symbol) && !ts.isExportSpecifier(node.parent)) found = true;
      }
      ts.forEachChild(node, look);
    };
    look(source);
    return found;
  };

  const unused = [];
  for (const source of program.getSourceFiles()) {
    const file = path.normalize(source.fileName);
    if (!ours.has(file)) continue;
    const relative = path.relative(root, file);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const declared = original(exported);
      // Re-exports are judged where they are declared.
      if (declared.declarations?.every((declaration) => path.normalize(declaration.getSourceFile().fileName) !== file)) continue;
      if (exported.name === 'default' && TOOL_ENTRIES.test(relative)) continue;
      if (!used.has(declared) && !usedWithin(source, declared)) unused.push(`${relative}: ${exported.name}`);
    }
  }
  return unused.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unused = unusedExports(sourceFiles());
  if (unused.length) {
    console.error(`Exports no file imports (use them, or stop exporting them):\n  ${unused.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('no unused export');
}
