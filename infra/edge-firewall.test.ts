import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EDGE_API_REQUESTS_PER_5_MIN, EDGE_SIGN_IN_REQUESTS_PER_5_MIN } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import {
  EDGE_REGION,
  EdgeFirewallStack,
  SIGN_IN_PATH_PATTERN,
  webAclParameterName,
} from './lib/edge-firewall.js';
import { synthPortal } from './test-support.js';

type Rule = {
  Name: string;
  Statement: {
    RateBasedStatement: Record<string, unknown> & { ScopeDownStatement: Record<string, unknown> };
  };
  Action: { Block: { CustomResponse: Record<string, unknown> } };
};

const synthesized = () => {
  const { stack, template, assembly } = synthPortal();
  const edge = (stack.node.root as App).node.children.find((c) => c instanceof EdgeFirewallStack);
  if (!(edge instanceof EdgeFirewallStack)) throw new Error('No edge firewall stack');
  const edgeTemplate = Template.fromStack(edge);
  const acl = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0]?.Properties as {
    Scope: string;
    Rules: Rule[];
    CustomResponseBodies: Record<string, { Content: string; ContentType: string }>;
  };
  const rule = (name: string): Rule => {
    const found = acl.Rules.find((r) => r.Name === name);
    if (!found) throw new Error(`No rule ${name}`);
    return found;
  };
  return { stack, template, assembly, edge, edgeTemplate, acl, rule };
};

describe('rate limits at the edge (AWS WAF on CloudFront)', () => {
  it('keeps the web ACL in us-east-1, in a stack that needs no bootstrap there', () => {
    // Act
    const { edge, assembly, acl, stack } = synthesized();
    // Assess
    expect(edge.region).toBe(EDGE_REGION);
    expect(acl.Scope).toBe('CLOUDFRONT');
    const artifact = assembly.getStackArtifact(edge.artifactId);
    expect(artifact.environment.region).toBe(EDGE_REGION);
    expect(artifact.assumeRoleArn).toBeUndefined();
    expect(artifact.requiresBootstrapStackVersion).toBeUndefined();
    expect(artifact.assets).toEqual([]);
    expect(artifact.template.Rules?.CheckBootstrapVersion).toBeUndefined();
    // The portal deploys after it: its distribution names the ACL.
    expect(stack.dependencies).toContain(edge);
  });

  it('limits sign-in requests per address, answering 429 with the French message and Retry-After', () => {
    // Act
    const { rule, acl } = synthesized();
    const signIn = rule('sign-in-per-address');
    // Assess
    expect(signIn.Statement.RateBasedStatement).toMatchObject({
      Limit: EDGE_SIGN_IN_REQUESTS_PER_5_MIN,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        RegexMatchStatement: {
          FieldToMatch: { UriPath: {} },
          RegexString: SIGN_IN_PATH_PATTERN,
          TextTransformations: [
            { Priority: 0, Type: 'URL_DECODE' },
            { Priority: 1, Type: 'LOWERCASE' },
          ],
        },
      },
    });
    expect(signIn.Action.Block.CustomResponse).toEqual({
      ResponseCode: 429,
      CustomResponseBodyKey: 'too-many-sign-ins',
      ResponseHeaders: [{ Name: 'Retry-After', Value: '300' }],
    });
    const body = acl.CustomResponseBodies['too-many-sign-ins'];
    expect(body?.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body?.Content ?? '{}')).toEqual({ message: messages.api.tooManyAttempts });
  });

  it('counts both sign-in routes under both prefixes, in any case, and nothing else', () => {
    // Prepare: the rule lowercases the path before matching.
    const matches = (path: string) => new RegExp(SIGN_IN_PATH_PATTERN).test(path.toLowerCase());
    // Assess
    for (const path of [
      '/api/auth/login',
      '/api/api/auth/login',
      '/api/loginAdmin',
      '/API/API/LOGINADMIN/',
    ]) {
      expect(matches(path), path).toBe(true);
    }
    for (const path of ['/api/auth/logout', '/api/stages', '/auth/login', '/api/auth/login/x']) {
      expect(matches(path), path).toBe(false);
    }
  });

  it('limits every API request per address, more loosely', () => {
    // Act
    const { rule, acl } = synthesized();
    const api = rule('api-per-address');
    // Assess
    expect(api.Statement.RateBasedStatement).toMatchObject({
      Limit: EDGE_API_REQUESTS_PER_5_MIN,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: { PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' },
      },
    });
    expect(EDGE_API_REQUESTS_PER_5_MIN).toBeGreaterThan(EDGE_SIGN_IN_REQUESTS_PER_5_MIN);
    expect(api.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429 });
    expect(JSON.parse(acl.CustomResponseBodies['too-many-requests']?.Content ?? '{}')).toEqual({
      message: messages.busy.waiting,
    });
  });

  it("attaches the ACL to the distribution, read at deployment from the edge stack's parameter", () => {
    // Act
    const { template, edgeTemplate, stack } = synthesized();
    // Assess: the edge stack stores the ACL's ARN where the portal reads it.
    const parameterName = webAclParameterName(stack.stackName);
    edgeTemplate.hasResourceProperties('AWS::SSM::Parameter', {
      Name: parameterName,
      Value: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
    });
    const readers = template.findResources('Custom::AWS');
    const [readerId, reader] = Object.entries(readers)[0] ?? [];
    expect(JSON.stringify(reader?.Properties.Create)).toContain(parameterName);
    expect(JSON.stringify(reader?.Properties.Create)).toContain(EDGE_REGION);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [readerId, 'Parameter.Value'] },
      }),
    });
  });
});
