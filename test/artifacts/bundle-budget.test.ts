/**
 * The functions' uploaded code stays lean: each asset's JavaScript within its budget, no source map
 * uploaded, and the API's cold import within its CPU budget on Node 24 (test/artifacts/bundle-budgets.ts).
 */
import { describe, expect, it } from 'vitest';
import { functionNames } from '#functions/adapters/call-recorder.js';
import { artifactAssembly } from './assembly.js';
import {
  API_COLD_IMPORT_CPU_MS,
  coldImport,
  importEnvironment,
  JS_BUDGETS,
  jsBytesOf,
  jsFilesOf,
  KIB,
  sourceMapsOf,
} from './bundle-budgets.js';

const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;

describe('bundle budgets', () => {
  it.each(functionNames)('%s: its JavaScript within budget, no source map uploaded', (fn) => {
    // Prepare
    const assetDir = artifactAssembly().assetDirOf(fn);
    // Act
    const bytes = jsBytesOf(assetDir);
    // Assess
    const files = jsFilesOf(assetDir).map((file) => `${file.path} ${kib(file.bytes)}`);
    expect(
      bytes,
      `${fn}: ${kib(bytes)} of JavaScript (${files.join(', ')}), budget ${kib(JS_BUDGETS[fn])}`,
    ).toBeLessThanOrEqual(JS_BUDGETS[fn]);
    expect(sourceMapsOf(assetDir), fn).toEqual([]);
  });

  it(`imports the API cold in at most ${API_COLD_IMPORT_CPU_MS} ms of CPU on Node 24`, () => {
    // Prepare
    const { assetDirOf, lambdaOf } = artifactAssembly();
    // Act
    const measured = coldImport(assetDirOf('api'), importEnvironment('api', lambdaOf('api')));
    // Assess
    expect(measured.node).toMatch(/^v24\./);
    expect(measured.cpuMs, `API cold import: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(
      API_COLD_IMPORT_CPU_MS,
    );
  });
});
