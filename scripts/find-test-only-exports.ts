/*
 * Finds the exported values of src/** that production never uses (issue 23 §3): code that only its
 * own tests keep alive, or that nothing calls at all. Production is everything that is not a test
 * (src, scripts, bench and the config files); tests are *.test.ts(x), tests/** and test/ folders.
 * One pass over the whole program resolves every identifier to its declaration and records which
 * files use it; a barrel's re-export is not a use. Exits 1 when it finds such an export that the
 * allow-list below does not name.
 *
 * `--all` also lists the exports that production uses only inside their own module (helpers a unit
 * test reaches directly): worth un-exporting when the public function tests them as well, but not
 * dead, so they do not fail the check.
 *
 *   npm run check:test-only-exports [-- --all]
 */
import path from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../src/server/project-root.ts';

/**
 * Exports production does not use that stay, each with why. Key: the declaring file (from the
 * project root), or the file and the export's name as `file#name`.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/shared/bets/bet-fixture.ts': 'test support: the bet fixture shared by shared and web tests',
  'src/shared/curation/game-fixture.ts':
    'test support: the game fixture shared by shared, web, overlay and API tests',
  'src/web/pages/admin/test-fixtures.ts': 'test support: the admin page tests’ fixtures',
  'src/web/lib/use-toast.ts#resetToasts': 'tests empty the module-level toast store between tests',
  'src/web/bookmarklet/loader.ts#bookmarkletLoader':
    'built by path into the bookmark string (scripts/build-bookmarklet-loader.ts)',
  'src/shared/model/margin-params.ts#MARGIN_FIT_STATS':
    'written by scripts/fit-margin-model.ts as the record of the fit (sample sizes, residual SDs)',
};

const isTestFile = (relative: string): boolean =>
  /\.test\.tsx?$/.test(relative) || relative.startsWith('tests/') || /^src\/(.+\/)?test\//.test(relative);

interface Uses {
  /** Production files other than the declaring one that use the export. */
  elsewhere: Set<string>;
  /** Whether production code in the declaring file itself uses it. */
  inOwnFile: boolean;
  tests: Set<string>;
}

interface TestOnlyExport {
  file: string;
  name: string;
  /** Used inside its own module: un-exporting would do, deleting would not. */
  usedInOwnFile: boolean;
  tests: string[];
}

function loadProgram(root: string): ts.Program {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

/** Follows import and re-export aliases, and a local to its export, to the one declared symbol. */
function declaredSymbol(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return checker.getExportSymbolOfSymbol(target);
}

/** `f` in `const { f } = ...`: both the new local's name and the property it reads. */
const isPropertyBinding = (node: ts.Identifier): boolean =>
  ts.isBindingElement(node.parent) &&
  node.parent.name === node &&
  !node.parent.propertyName &&
  ts.isObjectBindingPattern(node.parent.parent);

/**
 * What an identifier uses: `{ f }` as a value uses the variable f; `const { f } = await import(...)`
 * uses the module's export f (the checker would give the new local).
 */
function symbolUsedAt(checker: ts.TypeChecker, node: ts.Identifier): ts.Symbol | undefined {
  const parent = node.parent;
  if (ts.isShorthandPropertyAssignment(parent)) return checker.getShorthandAssignmentValueSymbol(parent);
  if (isPropertyBinding(node)) {
    return checker.getTypeAtLocation(parent.parent).getProperty(node.text);
  }
  return checker.getSymbolAtLocation(node);
}

/** Re-exports (`export { x } from`, `export { x }`) pass a name on without using it. */
const isReExport = (node: ts.Node): boolean => ts.isExportSpecifier(node.parent);

/** A declaration's own name (`function f`, `import { f }`, `{ f: 1 }`) is not a use; `x.f` is. */
const isDeclarationName = (node: ts.Identifier): boolean => {
  const parent = node.parent as ts.Node & { name?: ts.Node };
  // `{ f }` names a property and uses the variable f (symbolUsedAt reads the value's symbol).
  if (isPropertyBinding(node) || ts.isShorthandPropertyAssignment(parent)) return false;
  return parent.name === node && !ts.isPropertyAccessExpression(parent);
};

function findTestOnlyExports(root: string): TestOnlyExport[] {
  const program = loadProgram(root);
  const checker = program.getTypeChecker();
  const relativeOf = (file: ts.SourceFile): string =>
    path.relative(root, file.fileName).split(path.sep).join('/');
  const projectFiles = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !relativeOf(file).startsWith('..'));
  const uses = new Map<ts.Symbol, Uses>();

  for (const file of projectFiles) {
    const relative = relativeOf(file);
    const test = isTestFile(relative);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && !isReExport(node) && !isDeclarationName(node)) {
        const found = symbolUsedAt(checker, node);
        const declaration = found && declaredSymbol(checker, found).declarations?.[0];
        if (found && declaration) {
          const symbol = declaredSymbol(checker, found);
          const entry = uses.get(symbol) ?? { elsewhere: new Set(), inOwnFile: false, tests: new Set() };
          if (test) entry.tests.add(relative);
          else if (declaration.getSourceFile() === file) entry.inOwnFile = true;
          else entry.elsewhere.add(relative);
          uses.set(symbol, entry);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const found: TestOnlyExport[] = [];
  for (const file of projectFiles) {
    const relative = relativeOf(file);
    if (!relative.startsWith('src/') || isTestFile(relative)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = declaredSymbol(checker, exported);
      const declarations = symbol.declarations ?? [];
      // Types cost nothing at run time; a barrel's re-export is counted where it is declared.
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
      if (!declarations.some((declaration) => declaration.getSourceFile() === file)) continue;
      const entry = uses.get(symbol) ?? {
        elsewhere: new Set<string>(),
        inOwnFile: false,
        tests: new Set<string>(),
      };
      // An unused entry module's default export is loaded by path (lazy routes, bundler entries).
      if (entry.elsewhere.size > 0 || (entry.tests.size === 0 && exported.name === 'default')) continue;
      found.push({
        file: relative,
        name: exported.name,
        usedInOwnFile: entry.inOwnFile,
        tests: [...entry.tests].sort(),
      });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

const all = process.argv.includes('--all');
const found = findTestOnlyExports(PROJECT_ROOT);
const isAllowed = (entry: TestOnlyExport): boolean =>
  ALLOWED[entry.file] !== undefined || ALLOWED[`${entry.file}#${entry.name}`] !== undefined;
const dead = found.filter((entry) => !entry.usedInOwnFile && !isAllowed(entry));
const where = (entry: TestOnlyExport): string =>
  entry.tests.length > 0 ? `tests only: ${entry.tests.join(', ')}` : 'no use outside its module';

if (all) {
  const internal = found.filter((entry) => entry.usedInOwnFile);
  console.log(`Exported, but production uses them only inside their own module (${internal.length}):`);
  for (const entry of internal) console.log(`  ${entry.file}: ${entry.name} (${where(entry)})`);
  console.log('');
}
if (dead.length > 0) {
  console.error('Exports production never uses:');
  for (const entry of dead) console.error(`  ${entry.file}: ${entry.name} (${where(entry)})`);
  console.error(
    '\nDelete them with the tests that only keep them alive (a test that reaches production through ' +
      'one should use the production function instead), or allow one with its reason in ' +
      'scripts/find-test-only-exports.ts.',
  );
  process.exit(1);
}
console.log('Production uses every export of src/ (allowed exceptions aside).');
