/**
 * A read of the page (a locator's count, text, visibility, attribute, or a script run in the page),
 * given to `expect` straight or through a helper of the test file, is read once: on a busy machine the test may look before the page has
 * settled, and a check for nothing passes before the thing appears. `await expect.poll(() => …)`
 * reads it again until it holds, as long as a test may last. This reads every end-to-end test and
 * names each assertion that still reads the page once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const e2eDir = fileURLToPath(new URL('../test/e2e/', import.meta.url));

/** The methods of Playwright's Locator and Page that return what the page shows at one instant. */
const PAGE_READS = new Set([
  'count',
  'isVisible',
  'isHidden',
  'isChecked',
  'isEnabled',
  'isDisabled',
  'isEditable',
  'textContent',
  'innerText',
  'innerHTML',
  'getAttribute',
  'inputValue',
  'allTextContents',
  'allInnerTexts',
  'boundingBox',
  'evaluate',
  'evaluateAll',
  'elementHandles',
  'content',
  'title',
]);

const isPlainExpect = (node: ts.CallExpression): boolean =>
  ts.isIdentifier(node.expression) && node.expression.text === 'expect';

/** A call of one of those methods, as `page.evaluate(…)` or `locator.count()`. */
const isPageReadCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  PAGE_READS.has(node.expression.name.text);

/** What a function gives back: its expression body, or what its return statements return. */
const returnedBy = (body: ts.ConciseBody): ts.Expression[] => {
  if (!ts.isBlock(body)) return [body];
  const returned: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) returned.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return returned;
};

const unwrapAwait = (node: ts.Expression): ts.Expression =>
  ts.isAwaitExpression(node) ? node.expression : node;

/**
 * The names of the file's own helpers that give back a page read (`const seen = () =>
 * page.evaluate(…)`): awaiting one inside `expect` reads the page once, like the read itself.
 */
const pageReadHelpers = (file: ts.SourceFile): Set<string> => {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) &&
      returnedBy(node.initializer.body).some((value) => isPageReadCall(unwrapAwait(value)))
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
};

const isPageRead = (node: ts.Node, helpers: ReadonlySet<string>): boolean =>
  ts.isAwaitExpression(node) &&
  (isPageReadCall(node.expression) ||
    (ts.isCallExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      helpers.has(node.expression.expression.text)));

const holdsPageRead = (node: ts.Node, helpers: ReadonlySet<string>): boolean =>
  isPageRead(node, helpers) ||
  (ts.forEachChild(node, (child) => holdsPageRead(child, helpers) || undefined) ?? false);

/** The line (1-based) and first line of text of each `expect(…)` whose value is a page read awaited once. */
const oneShotReads = (source: string): string[] => {
  const file = ts.createSourceFile('test.ts', source, ts.ScriptTarget.Latest, true);
  const helpers = pageReadHelpers(file);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const [actual] = ts.isCallExpression(node) && isPlainExpect(node) ? node.arguments : [];
    if (actual !== undefined && holdsPageRead(actual, helpers)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${line + 1}: ${node.getText(file).split('\n')[0]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

describe('page reads in end-to-end assertions', () => {
  it.each([
    ['a count', 'expect(await page.locator("li").count()).toBe(0);'],
    ['a visibility', 'expect(await page.getByText("x").isVisible()).toBe(true);'],
    ['a read under a property', 'expect((await box.boundingBox())?.height).toBe(600);'],
    ['a read on two lines', 'expect(\n  await dialog.textContent(),\n).toContain("x");'],
    ['a script in the page', 'expect(await page.evaluate(() => 1)).toBe(1);'],
    ['a script over every match', 'expect(await rows.evaluateAll((all) => all.length)).toBe(2);'],
    [
      'a script through a helper',
      'const kept = () => page.evaluate(() => 1);\nexpect(await kept()).toBeGreaterThan(0);',
    ],
    [
      'a count awaited in a helper',
      'const kept = async () => {\n  return await rows.count();\n};\nexpect(await kept()).toBe(2);',
    ],
  ])('finds %s read once', (_, source) => {
    // Act
    const found = oneShotReads(source);
    // Assess
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^\d+: expect\(/);
  });

  it.each([
    ['a poll', 'await expect.poll(() => page.locator("li").count()).toBe(0);'],
    [
      'a value read earlier',
      'const busy = await select.getAttribute("aria-busy");\nexpect(busy).toBe("true");',
    ],
    ['an answer of the API', 'expect(await listPhotos(api)).toEqual([]);'],
    ['a helper polled', 'const kept = () => page.evaluate(() => 1);\nawait expect.poll(kept).toBe(1);'],
  ])('lets %s through', (_, source) => {
    // Act
    const found = oneShotReads(source);
    // Assess
    expect(found).toEqual([]);
  });

  it('finds none in test/e2e', () => {
    // Prepare
    const files = readdirSync(e2eDir).filter((name) => name.endsWith('.ts'));
    // Act
    const found = files.flatMap((name) =>
      oneShotReads(readFileSync(join(e2eDir, name), 'utf8')).map((line) => `test/e2e/${name}:${line}`),
    );
    // Assess: write each as `await expect.poll(() => …)`, after a wait that proves the page settled.
    expect(found).toEqual([]);
  });
});
