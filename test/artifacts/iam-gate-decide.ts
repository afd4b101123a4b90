/**
 * IAM's decision on the requests of one caller, evaluated offline with @cloud-copilot/iam-simulate
 * against that caller's identity policies, as the permission proof (test/iam) evaluates them.
 */
import { decide } from '../iam/decide.js';
import type { IamRequest } from '../iam/iam-requests.js';
import { deniedMessage } from './iam-gate-answers.js';

export interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: unknown;
}

export interface Refused {
  /** The requests IAM does not allow, in order. */
  readonly refused: IamRequest[];
  /** AWS's message for the first of them ('' when none is refused). */
  readonly message: string;
}

export const refusedOf = async (
  account: string,
  caller: string,
  policies: readonly PolicyDocument[],
  requests: readonly IamRequest[],
): Promise<Refused> => {
  const identityPolicies = policies.map((policy, i) => ({ name: `policy-${i + 1}`, policy }));
  const verdicts = await Promise.all(
    requests.map((request) => decide(account, caller, identityPolicies, request)),
  );
  const refused = requests.filter((_, i) => verdicts[i] !== 'Allowed');
  const first = refused[0];
  const explicit = verdicts.includes('ExplicitlyDenied');
  return {
    refused,
    message: first ? deniedMessage(account, caller, first.action, first.resource, explicit) : '',
  };
};
