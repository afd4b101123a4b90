/**
 * Rate limits enforced by AWS at the edge (AWS WAF on CloudFront), before a request reaches the API
 * and its Lambda: sign-in requests per address, and, looser, every API request per address. They
 * bound floods (and what a flood costs); guessing is bounded by the API's own budgets of wrong
 * passwords, which count an IPv6 /64 as one caller where WAF counts each address.
 *
 * A web ACL for CloudFront can only live in us-east-1, while the portal deploys to the profile's
 * region without naming it at synthesis. So the ACL has a small stack of its own in us-east-1, which
 * stores the ACL's ARN in a parameter there, and the portal's stack reads that parameter at deployment
 * (a cross-region reference, written out: CDK's own needs both regions known at synthesis). The
 * edge stack has no assets and uses no bootstrap resources: `npm run deploy` (cdk deploy --all)
 * deploys it first, with the operator's credentials, in an account bootstrapped in its home region
 * only.
 */
import { type CfnResource, LegacyStackSynthesizer, Stack, type StackProps } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { API_PREFIX, API_PREFIXES, apiRoutes } from '#shared/api-routes.js';
import { EDGE_API_REQUESTS_PER_5_MIN, EDGE_SIGN_IN_REQUESTS_PER_5_MIN } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { acknowledge } from './acknowledge.js';

/** CloudFront's web ACLs are global resources managed from this region only. */
export const EDGE_REGION = 'us-east-1';
/** WAF counts a rate over this window (seconds); the limits in shared/limits.ts are per window. */
export const EDGE_WINDOW_SECONDS = 300;

/** Where the edge stack leaves its ACL's ARN, for the portal stack of the same prefix. */
export const webAclParameterName = (prefix: string): string => `/${prefix}/edge-firewall/web-acl-arn`;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Both sign-in routes under both API prefixes, lowercased (the rule lowercases the path first, so a
 * change of case is counted too), with or without a trailing slash.
 */
export const SIGN_IN_PATH_PATTERN = `^(?:${API_PREFIXES.map(escapeRegex).join('|')})(?:${[
  apiRoutes.login.path,
  apiRoutes.loginAdmin.path,
]
  .map((path) => escapeRegex(path.toLowerCase()))
  .join('|')})/?$`;

/** URL-decoded then lowercased, so encoded or upper-case spellings of a path are counted alike. */
const normalisedPath = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'LOWERCASE' },
];

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** A 429 with a French JSON message the SPA shows, and how long to wait before trying again. */
const tooMany = (bodyKey: string): CfnWebACL.RuleActionProperty => ({
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: bodyKey,
      responseHeaders: [{ name: 'Retry-After', value: String(EDGE_WINDOW_SECONDS) }],
    },
  },
});

export interface EdgeFirewallProps extends StackProps {
  /** The portal's prefix: the parameter the portal stack reads is named after it. */
  readonly prefix: string;
}

export class EdgeFirewallStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly parameterName: string;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id, {
      description: 'Portail photos: AWS WAF rate limits in front of CloudFront (us-east-1)',
      // No assets and a small template: deployed inline with the operator's own credentials, so
      // us-east-1 needs no `cdk bootstrap` of its own.
      synthesizer: new LegacyStackSynthesizer(),
      ...props,
      env: { ...props.env, region: EDGE_REGION },
    });
    this.parameterName = webAclParameterName(props.prefix);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Rate limits per address: sign-in requests, and every API request',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.prefix}-edge`),
      customResponseBodies: {
        'too-many-sign-ins': {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: messages.api.tooManyAttempts }),
        },
        'too-many-requests': {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: messages.busy.waiting }),
        },
      },
      rules: [
        {
          name: 'sign-in-per-address',
          priority: 0,
          statement: {
            rateBasedStatement: {
              limit: EDGE_SIGN_IN_REQUESTS_PER_5_MIN,
              evaluationWindowSec: EDGE_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                regexMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  regexString: SIGN_IN_PATH_PATTERN,
                  textTransformations: normalisedPath,
                },
              },
            },
          },
          action: tooMany('too-many-sign-ins'),
          visibilityConfig: visibility(`${props.prefix}-edge-sign-in`),
        },
        {
          name: 'api-per-address',
          priority: 1,
          statement: {
            rateBasedStatement: {
              limit: EDGE_API_REQUESTS_PER_5_MIN,
              evaluationWindowSec: EDGE_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: `${API_PREFIX}/`,
                  textTransformations: normalisedPath,
                },
              },
            },
          },
          action: tooMany('too-many-requests'),
          visibilityConfig: visibility(`${props.prefix}-edge-api`),
        },
      ],
    });
    new StringParameter(this, 'WebAclArn', {
      parameterName: this.parameterName,
      stringValue: this.webAcl.attrArn,
      description: "The web ACL the portal's CloudFront distribution is attached to",
    });
  }
}

/**
 * Attaches the edge stack's web ACL to the distribution: a custom resource of the portal stack reads
 * the ARN from the parameter in us-east-1 at deployment, and the portal stack deploys after the edge
 * stack.
 */
export class EdgeFirewallLink extends Construct {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, edge: EdgeFirewallStack, distribution: Distribution) {
    super(scope, id);
    const stack = Stack.of(this);
    const read = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: edge.parameterName },
      region: EDGE_REGION,
      physicalResourceId: PhysicalResourceId.fromResponse('Parameter.Value'),
    };
    const reader = new AwsCustomResource(this, 'ReadArn', {
      onCreate: read,
      onUpdate: read,
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [
          stack.formatArn({
            service: 'ssm',
            region: EDGE_REGION,
            resource: 'parameter',
            resourceName: edge.parameterName.slice(1),
          }),
        ],
      }),
      logGroup: new LogGroup(this, 'ReadArnLogs', { retention: RetentionDays.THREE_MONTHS }),
      installLatestAwsSdk: false,
    });
    this.webAclArn = reader.getResponseField('Parameter.Value');
    distribution.attachWebAclId(this.webAclArn);
    stack.addStackDependency(
      edge,
      'The web ACL and its parameter must exist before the distribution names it',
    );

    // The custom resource runs a CDK-provided function, a singleton of the stack: arm64 like every
    // function of the stack (its code is plain JavaScript).
    const singleton = stack.node.findChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    (singleton.node.findChild('Resource') as CfnResource).addPropertyOverride('Architectures', ['arm64']);
    acknowledge(singleton, {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        "CDK's custom-resource function logs with the basic execution role it creates; it runs only " +
        'during deployments.',
    });
  }
}

/** The edge stack for a portal stack, attached to its distribution. */
export const protectAtTheEdge = (
  scope: Construct,
  portal: Stack,
  prefix: string,
  distribution: Distribution,
): EdgeFirewallStack => {
  const edge = new EdgeFirewallStack(scope, `${prefix}-edge`, { prefix });
  new EdgeFirewallLink(portal, 'EdgeFirewall', edge, distribution);
  return edge;
};
