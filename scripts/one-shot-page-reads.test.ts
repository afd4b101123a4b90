/**
 * A read of the page (a locator's count, text, visibility, attribute, or a script run in the page)
 * given straight to `expect` is read once: on a busy machine the test may look before the page has
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
  'title',
]);

const isPlainExpect = (node: ts.CallExpression): boolean =>
  ts.isIdentifier(node.expression) && node.expression.text === 'expect';

const isPageRead = (node: ts.Node): boolean =>
  ts.isAwaitExpression(node) &&
  ts.isCallExpression(node.expression) &&
  ts.isPropertyAccessExpression(node.expression.expression) &&
  PAGE_READS.has(node.expression.expression.name.text);

const holdsPageRead = (node: ts.Node): boolean =>
  isPageRead(node) || (ts.forEachChild(node, (child) => holdsPageRead(child) || undefined) ?? false);

/** The line (1-based) and first line of text of each `expect(…)` whose value is a page read awaited once. */
const oneShotReads = (source: string): string[] => {
  const file = ts.createSourceFile('test.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const [actual] = ts.isCallExpression(node) && isPlainExpect(node) ? node.arguments : [];
    if (actual !== undefined && holdsPageRead(actual)) {
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
  ])('finds %s read once', (_, source) => {
    // Act
    const found = oneShotReads(source);
    // Assess
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^1: expect\(/);
  });

  it.each([
    ['a poll', 'await expect.poll(() => page.locator("li").count()).toBe(0);'],
    [
      'a value read earlier',
      'const busy = await select.getAttribute("aria-busy");\nexpect(busy).toBe("true");',
    ],
    ['an answer of the API', 'expect(await listPhotos(api)).toEqual([]);'],
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
