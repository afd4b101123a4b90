/**
 * What the stack keeps when CloudFormation lets go of a resource. Tables, buckets and log groups are
 * kept when the stack is deleted or a change replaces them (CloudFormation's `Retain`), except when
 * the deployment that created them is rolled back: then they are new and empty, and a kept copy would
 * only be litter in the account (`RetainExceptOnCreate`). Nothing is kept that a retry would trip
 * over: no kept resource has a name the next attempt would ask for again (storage.ts).
 */
import {
  AspectPriority,
  Aspects,
  CfnDeletionPolicy,
  CfnResource,
  type IAspect,
  RemovalPolicy,
  type Stack,
} from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Turns every `Retain` of the stack into `RetainExceptOnCreate`: the ones written here (tables, the
 * media bucket) and the ones aws-cdk-lib chooses by default (log groups, the site bucket, the log
 * groups of its own functions), so a resource added later follows the same rule without a word.
 */
class RetainExceptOnCreate implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource)) return;
    if (node.cfnOptions.deletionPolicy !== CfnDeletionPolicy.RETAIN) return;
    node.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
  }
}

export const retainExceptOnCreate = (stack: Stack): void => {
  Aspects.of(stack).add(new RetainExceptOnCreate(), { priority: AspectPriority.MUTATING });
};
