/**
 * Global setup of the artifacts project: Node for linux-arm64 installed (pinned, cached in .local/),
 * and the portal synthesized with bundling, once for the whole run (test/artifacts/assembly.ts), its
 * folder removed at the end.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { newAssemblyDir, synthesizeArtifacts } from './assembly.js';
import { arm64Node } from './lambda-runtime.js';

export default function setup(project: TestProject): () => void {
  arm64Node();
  const dir = newAssemblyDir();
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    project.provide('artifactsOutdir', synthesizeArtifacts(dir));
  } catch (error) {
    remove();
    throw error;
  }
  return remove;
}
