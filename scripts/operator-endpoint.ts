/**
 * Where an operator's script (`npm run admin:create`, `images:regenerate`, `faces:prepare`) sends its
 * AWS calls, and what a deployed stack says of itself. The local emulator by default
 * (http://127.0.0.1:$EMULATOR_PORT); AWS_ENDPOINT_URL for another endpoint; the cloud when
 * USE_AWS=true or when a stack is named and no endpoint stands in for it.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

/** The endpoint to call, undefined for the cloud; an emulator gets the dummy credentials the SDK wants. */
export const operatorEndpoint = (stackName: string | undefined): string | undefined => {
  const env = process.env;
  // A deployed stack means the cloud, unless AWS_ENDPOINT_URL points at an emulator standing in for it.
  const cloud = env.USE_AWS === 'true' || (stackName !== undefined && env.AWS_ENDPOINT_URL === undefined);
  const endpoint = cloud
    ? undefined
    : (env.AWS_ENDPOINT_URL ?? `http://127.0.0.1:${env.EMULATOR_PORT ?? 4566}`);
  if (endpoint) {
    // An emulator accepts any credentials; the SDK still wants some.
    env.AWS_ACCESS_KEY_ID ??= 'local';
    env.AWS_SECRET_ACCESS_KEY ??= 'local';
  }
  return endpoint;
};

/**
 * A deployed stack's outputs by key, read with the current AWS profile: nothing to copy from the
 * console. A stack that cannot be read ends the script with the reason.
 */
export const stackOutputsOf = async (
  name: string,
  endpoint: string | undefined,
): Promise<ReadonlyMap<string | undefined, string | undefined>> => {
  const cloudFormation = new CloudFormationClient({
    ...(process.env.AWS_REGION ? { region: process.env.AWS_REGION } : {}),
    ...(endpoint ? { endpoint } : {}),
  });
  const described = await cloudFormation
    .send(new DescribeStacksCommand({ StackName: name }))
    .catch((error: unknown) => {
      console.error(`Pile « ${name} » introuvable ou illisible : ${String(error)}`);
      return process.exit(1);
    });
  return new Map(
    (described.Stacks?.[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]),
  );
};
