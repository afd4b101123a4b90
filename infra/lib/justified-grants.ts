/**
 * Grants that no call of the function's own code uses, kept on purpose: each is declared next to the
 * grant with its reason, on the role, and the permission proof (test/iam) accepts exactly these.
 */
import type { IConstruct } from 'constructs';

export const JUSTIFIED_GRANT = 'portal:justified-grant';

export interface JustifiedGrant {
  readonly actions: readonly string[];
  readonly reason: string;
  /** Only on resources ending so (`stages/*`); on any resource of the role when absent. */
  readonly resourceSuffix?: string;
}

export const justifyGrant = (
  role: IConstruct,
  actions: readonly string[],
  reason: string,
  resourceSuffix?: string,
): void => {
  const grant: JustifiedGrant = { actions, reason, ...(resourceSuffix ? { resourceSuffix } : {}) };
  role.node.addMetadata(JUSTIFIED_GRANT, grant);
};

export const justifiedGrantsOf = (role: IConstruct): JustifiedGrant[] =>
  role.node.metadata
    .filter((entry) => entry.type === JUSTIFIED_GRANT)
    .map((entry) => entry.data as JustifiedGrant);

/** What CDK grants a function for its SQS event source: the Lambda service polls with the role. */
export const justifyQueueEventSource = (role: IConstruct): void =>
  justifyGrant(
    role,
    [
      'sqs:ReceiveMessage',
      'sqs:ChangeMessageVisibility',
      'sqs:GetQueueUrl',
      'sqs:DeleteMessage',
      'sqs:GetQueueAttributes',
    ],
    'The SQS event source mapping receives and deletes the messages with the function role.',
  );
