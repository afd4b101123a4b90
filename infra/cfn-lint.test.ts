/**
 * cfn-lint (AWS's CloudFormation linter: resource schemas, allowed values, intrinsic functions) on
 * the synthesized template, as `npm run synth` writes it. It is pinned in the project's .venv by
 * `npm run emulator:install`, which `npm test` runs first.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/function-defaults.js';
import { synthesize } from './test-support.js';

const CFN_LINT = join(REPO_ROOT, '.venv', 'bin', 'cfn-lint');

/**
 * W3005 (a DependsOn that a Ref already implies) is CDK's own doing: it adds the role and the
 * notification queue to DependsOn beside the GetAtt. Harmless, and not ours to remove.
 */
const IGNORED = ['W3005'];

interface Finding {
  readonly Level: string;
  readonly Message: string;
  readonly Rule: { readonly Id: string };
  readonly Location: { readonly Path: (string | number)[] };
}

/** cfn-lint exits non-zero whenever it finds something; its JSON output is what counts. */
const lint = async (template: string): Promise<Finding[]> => {
  const args = ['--format', 'json', '--ignore-checks', ...IGNORED, '--', template];
  const output = await promisify(execFile)(CFN_LINT, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`cfn-lint failed: ${error.stderr ?? String(error)}`);
      return { stdout: error.stdout };
    },
  );
  return JSON.parse(output.stdout) as Finding[];
};

describe('cfn-lint', () => {
  it('finds no error and no warning in the synthesized template', async () => {
    // Prepare
    expect(existsSync(CFN_LINT), 'cfn-lint is missing: run `npm run emulator:install`').toBe(true);
    const { assembly, stack } = synthesize({
      context: { alarmEmail: 'astreinte@colo.example', monthlyBudgetUsd: '300' },
    });
    const template = assembly.getStackArtifact(stack.artifactId).templateFullPath;

    // Act
    const findings = await lint(template);

    // Assess
    expect(findings.map((f) => `${f.Level} ${f.Rule.Id} ${f.Location.Path.join('/')}: ${f.Message}`)).toEqual(
      [],
    );
  });

  it('is wired: it reports an error in a broken template', async () => {
    // Prepare
    const dir = mkdtempSync(join(tmpdir(), 'cfn-lint-'));
    const broken = join(dir, 'broken.template.json');
    writeFileSync(
      broken,
      JSON.stringify({
        Resources: { Broken: { Type: 'AWS::SQS::Queue', Properties: { VisibilityTimeout: 'soon' } } },
      }),
    );

    // Act
    const findings = await lint(broken).finally(() => rmSync(dir, { recursive: true, force: true }));

    // Assess
    expect(
      findings.filter((f) => f.Level === 'Error').map((f) => f.Location.Path.slice(0, 2)),
    ).toContainEqual(['Resources', 'Broken']);
  });
});
