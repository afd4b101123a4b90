/**
 * Reads what `npm run deploy` checks in the account before deploying (scripts/deploy-preflight.ts
 * decides): read-only calls, each of which may fail on its own (an operator whose credentials may
 * only assume CDK's roles cannot read Lambda's settings) without stopping the others.
 */
import {
  CloudFormationClient,
  DeleteChangeSetCommand,
  DescribeChangeSetCommand,
  DescribeStacksCommand,
  GetTemplateCommand,
} from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { ChangeSetChange, Template } from './deploy-data.js';
import type { AccountFacts, DeployedStack, SesIdentity, Unread } from './deploy-preflight.js';

/** The template's resources, as much of them as is read here. */
export interface TemplateResources {
  readonly Resources?: Record<string, { Type?: string; Properties?: Record<string, unknown> }>;
}

/** ReservedConcurrentExecutions of each function of a template, by logical id. */
export const reservationsOf = (template: TemplateResources): Record<string, number> => {
  const reservations: Record<string, number> = {};
  for (const [id, resource] of Object.entries(template.Resources ?? {})) {
    const reserved = resource.Properties?.ReservedConcurrentExecutions;
    if (resource.Type === 'AWS::Lambda::Function' && typeof reserved === 'number')
      reservations[id] = reserved;
  }
  return reservations;
};

const unread = (error: unknown): Unread => {
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  return { unread: `${name} : ${message.split('\n')[0]?.slice(0, 200) ?? ''}` };
};

const attempt = async <T>(read: () => Promise<T>): Promise<T | Unread> => {
  try {
    return await read();
  } catch (error) {
    return unread(error);
  }
};

/**
 * The region and credentials the SDK finds as the CDK CLI does (environment, profile, SSO…), or why
 * none were found: then nothing can be checked.
 */
export const awsRegion = async (): Promise<string | Unread> => {
  const client = new LambdaClient({});
  try {
    const region = await client.config.region();
    await client.config.credentials();
    return region;
  } catch (error) {
    return unread(error);
  } finally {
    client.destroy();
  }
};

const readStack = async (cloudFormation: CloudFormationClient, stackName: string) => {
  try {
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    const stack = Stacks?.[0];
    if (!stack?.StackId || !stack.StackStatus) return undefined;
    const { TemplateBody } = await cloudFormation.send(
      new GetTemplateCommand({ StackName: stack.StackId, TemplateStage: 'Original' }),
    );
    const template = JSON.parse(TemplateBody ?? '{}') as Template & TemplateResources;
    const held = reservationsOf(template);
    const deployed: DeployedStack = {
      status: stack.StackStatus,
      stackId: stack.StackId,
      outputs: Object.fromEntries(
        (stack.Outputs ?? []).flatMap(({ OutputKey, OutputValue }) =>
          OutputKey && OutputValue !== undefined ? [[OutputKey, OutputValue]] : [],
        ),
      ),
      reserved: Object.values(held).reduce((sum, count) => sum + count, 0),
      template,
    };
    return deployed;
  } catch (error) {
    // CloudFormation answers a stack that does not exist with a ValidationError saying so.
    if (error instanceof Error && /does not exist/.test(error.message)) return undefined;
    throw error;
  }
};

const readIdentity = async (ses: SESv2Client, domain: string): Promise<SesIdentity | undefined> => {
  try {
    const identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
    return { verified: identity.VerifiedForSendingStatus === true };
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFoundException') return undefined;
    throw error;
  }
};

/** Every fact the preflight needs, read at once in the SDK's region. */
export const readAccount = async (
  region: string,
  stackName: string,
  mailDomain: string,
): Promise<AccountFacts> => {
  const cloudFormation = new CloudFormationClient({ region });
  const lambda = new LambdaClient({ region });
  const ses = new SESv2Client({ region });
  try {
    const [lambdaSettings, stack, account, identity] = await Promise.all([
      attempt(async () => {
        const { AccountLimit } = await lambda.send(new GetAccountSettingsCommand({}));
        return {
          accountLimit: AccountLimit?.ConcurrentExecutions ?? 0,
          unreserved: AccountLimit?.UnreservedConcurrentExecutions ?? 0,
        };
      }),
      attempt(() => readStack(cloudFormation, stackName)),
      attempt(async () => {
        const answer = await ses.send(new GetAccountCommand({}));
        return {
          productionAccess: answer.ProductionAccessEnabled === true,
          sendingEnabled: answer.SendingEnabled !== false,
          maxSendRate: answer.SendQuota?.MaxSendRate ?? 0,
          max24HourSend: answer.SendQuota?.Max24HourSend ?? 0,
          enforcementStatus: answer.EnforcementStatus,
        };
      }),
      attempt(() => readIdentity(ses, mailDomain)),
    ]);
    return { region, lambda: lambdaSettings, stack, ses: account, identity };
  } finally {
    for (const client of [cloudFormation, lambda, ses]) client.destroy();
  }
};

/**
 * The changes of a change set `cdk deploy --method=prepare-change-set` created, every page of them;
 * undefined when there is none of that name (CloudFormation found nothing to change and the CDK
 * deleted the empty one). The change set is deleted once read: it was made to be read, not run.
 */
export const readChangeSet = async (
  region: string,
  stackName: string,
  changeSetName: string,
): Promise<ChangeSetChange[] | undefined> => {
  const cloudFormation = new CloudFormationClient({ region });
  try {
    const changes: ChangeSetChange[] = [];
    let NextToken: string | undefined;
    do {
      const page = await cloudFormation.send(
        new DescribeChangeSetCommand({ StackName: stackName, ChangeSetName: changeSetName, NextToken }),
      );
      changes.push(...(page.Changes ?? []));
      NextToken = page.NextToken;
    } while (NextToken);
    // A change set left behind is never run and changes nothing: failing to delete it stops nothing.
    await cloudFormation
      .send(new DeleteChangeSetCommand({ StackName: stackName, ChangeSetName: changeSetName }))
      .catch(() => undefined);
    return changes;
  } catch (error) {
    if (error instanceof Error && error.name === 'ChangeSetNotFoundException') return undefined;
    throw error;
  } finally {
    cloudFormation.destroy();
  }
};
