/** The assembly the artifacts tier runs: every function of the stack has its bundled code. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { functionNames } from '#functions/adapters/call-recorder.js';
import { artifactAssembly } from './assembly.js';

it('has a bundled asset with its entry module for every function', () => {
  const { assetDirOf, lambdaOf } = artifactAssembly();
  for (const fn of functionNames) {
    expect(lambdaOf(fn).Properties.Handler, fn).toBe('index.handler');
    expect(existsSync(join(assetDirOf(fn), 'index.mjs')), fn).toBe(true);
  }
});
