/**
 * The portal stack's template, synthesized as `cdk deploy` will (the same app and context) but
 * without bundling the functions or needing the built site: neither changes what the deploy checks
 * read in it (reserved concurrency, the resources holding data).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from './deploy-data.js';

export interface SynthesizedPortal {
  readonly stackName: string;
  readonly template: Template;
}

export const synthesizePortal = async (context: Record<string, unknown>): Promise<SynthesizedPortal> => {
  // The CDK loads only here: a refusal before any synthesis answers at once.
  const [{ App }, { buildPortal }] = await Promise.all([
    import('aws-cdk-lib'),
    import('#infra/lib/portal-app.js'),
  ]);
  const scratch = mkdtempSync(join(tmpdir(), 'portal-preflight-'));
  try {
    mkdirSync(join(scratch, 'site'));
    writeFileSync(join(scratch, 'site', 'index.html'), '');
    const app = new App({
      outdir: join(scratch, 'cdk.out'),
      context: { ...context, 'aws:cdk:bundling-stacks': [], webDist: join(scratch, 'site') },
    });
    const stack = buildPortal(app);
    const template = app.synth().getStackArtifact(stack.artifactId).template as Template;
    return { stackName: stack.stackName, template };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
};

/**
 * The template a release is inventoried from (npm run release:data), and what a new version is
 * compared with it as: the code alone, with cdk.json's context and the sample settings. A stage's
 * own settings and name would show as changes that are not the code's (the media bucket's name
 * starts with the stack's), and the released file must not depend on who released it.
 */
export const synthesizeRelease = (cdkJsonContext: Record<string, unknown>): Promise<SynthesizedPortal> =>
  synthesizePortal({ ...cdkJsonContext, example: 'true' });
