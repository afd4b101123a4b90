/**
 * cdk-nag 3 acknowledgements. Every finding we accept is written next to the construct it concerns,
 * with the reason, through CDK's own `Validations.of(...).acknowledge`; these helpers only shorten that
 * and compute the exact finding ids that IAM5 derives from a resource ARN.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledges each rule id with its reason on `scope` and everything below it. */
export const acknowledge = (scope: IConstruct, reasons: Readonly<Record<string, string>>): void => {
  for (const [id, reason] of Object.entries(reasons)) Validations.of(scope).acknowledge({ id, reason });
};

type Cfn = string | { readonly [key: string]: unknown } | readonly unknown[];

/** Renders a resolved CloudFormation value the way cdk-nag names it in a finding (`<Logical.Attr>`). */
const flatten = (value: unknown): string => {
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const node = value as Record<string, Cfn>;
  if (Array.isArray(node['Fn::Join'])) {
    const [delimiter, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(flatten).join(delimiter);
  }
  if (Array.isArray(node['Fn::GetAtt'])) {
    const [resource, attribute] = node['Fn::GetAtt'] as [string, string];
    return `<${resource}.${attribute}>`;
  }
  if (node['Fn::Sub'] !== undefined) return flatten(node['Fn::Sub']);
  if (node.Ref !== undefined) return `<${flatten(node.Ref)}>`;
  return JSON.stringify(value);
};

/** The IAM5 finding id for a wildcard resource ARN (for instance `${bucket.bucketArn}/uploads/*`). */
export const wildcardResource = (scope: IConstruct, arn: string): string =>
  `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(arn))}]`;
