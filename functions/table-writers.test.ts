/**
 * Each DynamoDB table has one module that writes it: its store in `functions/adapters/stores/`. That
 * store owns the table's keys, conditions and expiry rule; a second writer elsewhere would bypass
 * them. Read from the source, two ways:
 * - only store modules build write commands;
 * - every table name from the configuration goes to the factory of exactly one store module.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tables } from '#shared/resources.js';

const ROOT = resolve(import.meta.dirname, '..');
const STORES = 'functions/adapters/stores/';
const WRITE_COMMANDS =
  /\b(PutCommand|UpdateCommand|DeleteCommand|TransactWriteCommand|BatchWriteCommand|PutItemCommand|UpdateItemCommand|DeleteItemCommand|TransactWriteItemsCommand|BatchWriteItemCommand)\b/;

/**
 * The deployed code and what builds it. Test set-up, the benches' seeding and the local emulator's
 * stand-ins for what DynamoDB does by itself (the TTL sweep) are not writers of the portal's data.
 */
const sources = (): string[] =>
  execFileSync('git', ['ls-files', 'functions', 'scripts/local', ':(glob)scripts/*.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .filter((file) => file !== 'scripts/local/ttl-sweep.ts');

const parse = (file: string): ts.SourceFile =>
  ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);

/** package.json's import aliases, as [prefix, folder] (`#functions/` → `./functions/`). */
const ALIASES: [string, string][] = Object.entries(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, string> })
    .imports ?? {},
).map(([alias, folder]) => [alias.replace('*', ''), folder.replace('*', '')]);

/** The repository path each imported name of a file comes from (relative imports and aliases). */
const importedFrom = (file: string, source: ts.SourceFile): Map<string, string> => {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const aliased = ALIASES.find(([alias]) => specifier.startsWith(alias));
    if (!specifier.startsWith('.') && !aliased) continue;
    const target = aliased
      ? join(aliased[1], specifier.slice(aliased[0].length))
      : join(dirname(file), specifier);
    const path = relative(ROOT, resolve(ROOT, target)).replace(/\.js$/, '.ts');
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) names.set(element.name.text, path);
    }
  }
  return names;
};

/**
 * Reading a table's change stream is how the local runtime stands in for a Lambda event source
 * mapping: it is handed the table's name but writes nothing.
 */
const STREAM_READERS = new Set(['scripts/local/stream-poller.ts']);

/** Table key → the modules whose factories are handed that table's name (`config.tables.<key>`). */
const tableOwners = (): Map<string, Set<string>> => {
  const owners = new Map<string, Set<string>>();
  for (const file of sources()) {
    const source = parse(file);
    const imports = importedFrom(file, source);
    const visit = (node: ts.Node): void => {
      // `….tables.photos` as a value: the physical name (definitions are read as `tables.photos.id`).
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'tables' &&
        !ts.isPropertyAccessExpression(node.parent)
      ) {
        let call: ts.Node | undefined = node.parent;
        while (call && !ts.isCallExpression(call)) call = call.parent;
        if (call && ts.isCallExpression(call) && ts.isIdentifier(call.expression)) {
          const callee = call.expression.text;
          const module = imports.get(callee) ?? `${file} (${callee})`;
          if (!STREAM_READERS.has(module)) {
            const key = node.name.text;
            owners.set(key, (owners.get(key) ?? new Set()).add(module));
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return owners;
};

describe('table writers', () => {
  it('builds DynamoDB write commands only in store modules', () => {
    const writers = sources().filter(
      (file) => !file.startsWith(STORES) && WRITE_COMMANDS.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(writers).toEqual([]);
  });

  it('hands each table to exactly one store module', () => {
    const owners = tableOwners();
    const report = Object.keys(tables).map((key) => [key, [...(owners.get(key) ?? [])].sort()] as const);
    const wrong = report.filter(([, modules]) => modules.length !== 1 || !modules[0]?.startsWith(STORES));
    expect(wrong).toEqual([]);
  });
});
