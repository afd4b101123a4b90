/**
 * The code as it stands loses nothing of the last release's data: each table, bucket, key and secret
 * inventoried in infra/released/ keeps its logical id, type and replacement-causing properties. The
 * same comparison stops `npm run deploy` when the deployed stack cannot be read; here it fails the
 * change that would cause it, long before anyone deploys. A loss meant on purpose (after an export)
 * is said in this test and in the release notes, and forced at deployment by --accepter-perte.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASED_DATA_FILE, type Template, templateLosses } from '#scripts/deploy-data.js';
import { REPO_ROOT } from './lib/function-defaults.js';
import { synthPortal } from './test-support.js';

describe('the last release, kept in infra/released/', () => {
  it('loses none of its data-holding resources in the current code', () => {
    // Prepare
    const released = JSON.parse(readFileSync(join(REPO_ROOT, RELEASED_DATA_FILE), 'utf8')) as Template;
    const { assembly, stack } = synthPortal();

    // Act
    const losses = templateLosses(released, assembly.getStackArtifact(stack.artifactId).template as Template);

    // Assess
    expect(Object.keys(released.Resources ?? {}).length).toBeGreaterThan(0);
    expect(losses).toEqual([]);
  });
});
