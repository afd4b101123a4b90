import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks, type IApplyRule, NagRuleCompliance } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { acknowledge } from './lib/acknowledge.js';
import { checkWithCdkNag } from './lib/portal-app.js';
import { synthPortal } from './test-support.js';

interface ValidationReport {
  readonly pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
}

describe('cdk-nag AwsSolutions', () => {
  it('leaves no finding unacknowledged, error or warning, with CDK validation on as in `cdk synth`', () => {
    // Prepare
    const { assembly, stack } = synthPortal({ builtinValidation: true });

    // Act
    const report = JSON.parse(
      readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8'),
    ) as ValidationReport;

    // Assess
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.map(
        (violation) => `${plugin.pluginName} ${violation.severity} ${violation.ruleName}`,
      ),
    );
    expect(findings).toEqual([]);
    Annotations.fromStack(stack).hasNoError('*', Match.anyValue());
  });

  it('is wired: a non-compliant resource fails the synth', () => {
    // Prepare
    const app = new App();
    new Queue(new Stack(app, 'Control'), 'Plain');
    checkWithCdkNag(app);

    // Act
    const synth = () => app.synth();

    // Assess
    expect(synth).toThrow(/AwsSolutions-SQS3/);
  });
});

/**
 * AwsSolutions as it would report with no acknowledgement at all: every finding id and the path of
 * the resource it concerns. `applyRule` is the pack's extension point; the rule ids are built as the
 * pack builds them (`AwsSolutions-IAM5[Resource::…]` for a rule that names its findings).
 */
class EveryFinding extends AwsSolutionsChecks {
  readonly findings: { readonly path: string; readonly id: string }[] = [];

  protected override applyRule(params: IApplyRule): void {
    const ruleId = `${this.packName}-${params.ruleSuffixOverride ?? params.rule.name}`;
    const path = params.node.node.path;
    let result: ReturnType<IApplyRule['rule']>;
    try {
      result = params.rule(params.node);
    } catch {
      // The pack reports a rule that throws as a finding of the whole rule.
      this.findings.push({ path, id: ruleId });
      return;
    }
    if (result === NagRuleCompliance.NON_COMPLIANT) this.findings.push({ path, id: ruleId });
    else if (Array.isArray(result))
      for (const finding of result) this.findings.push({ path, id: `${ruleId}[${finding}]` });
  }
}

/** Every acknowledgement in the tree: the construct it was written on, the rule id and the reason. */
const acknowledgements = (root: IConstruct): { path: string; id: string; reason: string }[] =>
  root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          // CDK stores ids it does not know as annotation ids; cdk-nag matches them without the prefix.
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );

/** The acknowledgement that silences a finding: the nearest one up the tree, as cdk-nag looks. */
const silencing = (acks: { path: string; id: string }[], finding: { path: string; id: string }) => {
  for (let path = finding.path; path !== ''; path = path.slice(0, Math.max(path.lastIndexOf('/'), 0))) {
    const ack = acks.find((candidate) => candidate.path === path && candidate.id === finding.id);
    if (ack) return ack;
  }
  return undefined;
};

describe('cdk-nag acknowledgements', () => {
  it('each silences at least one real finding (none is stale)', () => {
    // Prepare
    const { stack } = synthPortal();
    const checks = new EveryFinding();
    const acks = acknowledgements(stack.node.root);

    // Act
    checks.validateScope(stack.node.root);
    const used = new Set(checks.findings.map((finding) => silencing(acks, finding)));

    // Assess
    expect(acks.length).toBeGreaterThan(0);
    expect(acks.filter((ack) => !used.has(ack)).map((ack) => `${ack.path} ${ack.id}`)).toEqual([]);
  });

  it('tells a stale acknowledgement from a used one', () => {
    // Prepare
    const app = new App();
    const stack = new Stack(app, 'Control');
    const plain = new Queue(stack, 'Plain', { enforceSSL: true });
    acknowledge(plain, { 'AwsSolutions-SQS3': 'This queue has no dead-letter queue on purpose.' });
    acknowledge(plain, { 'AwsSolutions-S1': 'A queue is no bucket: nothing to silence here.' });
    const checks = new EveryFinding();
    const acks = acknowledgements(app);

    // Act
    checks.validateScope(app);
    const used = new Set(checks.findings.map((finding) => silencing(acks, finding)));

    // Assess
    expect(acks.filter((ack) => !used.has(ack)).map((ack) => ack.id)).toEqual(['AwsSolutions-S1']);
  });
});
