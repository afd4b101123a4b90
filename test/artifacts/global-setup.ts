/**
 * Global setup of the artifacts project: the portal synthesized with bundling, once for the whole run
 * (test/artifacts/assembly.ts), and its folder removed at the end.
 */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { newAssemblyDir, synthesizeArtifacts } from './assembly.js';

export default function setup(project: TestProject): () => void {
  const dir = newAssemblyDir();
  const outdir = synthesizeArtifacts(dir);
  project.provide('artifactsOutdir', outdir);
  return () => rmSync(dirname(outdir), { recursive: true, force: true });
}
