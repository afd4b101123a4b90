import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
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
