/**
 * Synthesizes the portal for the infra tests as bin/app.ts does (same builder, cdk.json's feature
 * flags, cdk-nag), with asset bundling skipped so a synth takes about a second, and a tiny fake
 * web/dist so the site deployment is always part of what is checked.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { afterAll } from 'vitest';
import { EXAMPLE_CONTEXT } from './lib/deploy-settings.js';
import { REPO_ROOT } from './lib/function-defaults.js';
import { buildPortal } from './lib/portal-app.js';
import type { PortalStack } from './lib/portal-stack.js';

export interface Synthesized {
  readonly stack: PortalStack;
  readonly template: Template;
  readonly assembly: CloudAssembly;
  /** The resource a construct (or its default child) became in the template. */
  readonly resourceOf: (construct: IConstruct) => { Type: string; Properties: Record<string, unknown> };
  /** The logical id of a construct's CloudFormation resource. */
  readonly logicalId: (construct: IConstruct) => string;
  /** Every (action, resource) an IAM role is allowed, resources as resolved JSON. */
  readonly grantsOf: (role: IConstruct) => Grant[];
}

export interface Grant {
  readonly action: string;
  readonly resource: string;
}

interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

const cdkContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;

/** Temporary folders of the current test file, removed after it (a cloud assembly is ~20 MB). */
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** A fresh folder named from `prefix`, removed after the test file that asked for it. */
export const temporary = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

const fakeWebDist = (): string => {
  const dir = temporary('portal-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
};

export interface SynthOptions {
  /** CDK's own CloudFormation rules, which `npm run synth` applies; they take most of a synth's time. */
  readonly builtinValidation?: boolean;
  /** Context on top of cdk.json's (a custom domain, an extra origin). */
  readonly context?: Record<string, string>;
}

let cached: Synthesized | undefined;

/** The default portal, synthesized once per test file. */
export const synthPortal = (options: SynthOptions = {}): Synthesized => {
  cached ??= synthesize(options);
  return cached;
};

export const synthesize = ({ builtinValidation = false, context = {} }: SynthOptions): Synthesized => {
  const app = new App({
    outdir: temporary('portal-cdk-'),
    builtinCloudFormationValidation: builtinValidation,
    context: {
      ...cdkContext(),
      'aws:cdk:bundling-stacks': [],
      // Sample sender domain, addresses and organisation: a synthesis that is never deployed.
      [EXAMPLE_CONTEXT]: 'true',
      webDist: fakeWebDist(),
      ...context,
    },
  });
  const stack = buildPortal(app);
  const assembly = app.synth();
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<
    string,
    { Type: string; Properties: Record<string, unknown> }
  >;
  const logicalId = (construct: IConstruct): string => {
    const element = (construct.node.defaultChild ?? construct) as CfnElement;
    return Stack.of(element).getLogicalId(element);
  };
  const resourceOf = (construct: IConstruct) => {
    const resource = resources[logicalId(construct)];
    if (!resource) throw new Error(`No resource for ${construct.node.path}`);
    return resource;
  };
  const grantsOf = (role: IConstruct): Grant[] => {
    const ref = JSON.stringify({ Ref: logicalId(role) });
    return Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === ref))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
      .filter((statement) => statement.Effect === 'Allow')
      .flatMap((statement) =>
        list(statement.Action).flatMap((action) =>
          list(statement.Resource).map((resource) => ({ action, resource: JSON.stringify(resource) })),
        ),
      );
  };
  return { stack, template, assembly, resourceOf, logicalId, grantsOf };
};
