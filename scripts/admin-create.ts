/**
 * `npm run admin:create -- <username> [--reset]`: creates an administrator account in any
 * environment. The password comes from ADMIN_PASSWORD, or is generated and printed once; only its
 * scrypt hash is stored.
 *
 * Where: the local emulator by default (http://127.0.0.1:$EMULATOR_PORT, table
 * `$RESOURCE_PREFIX-admins`); AWS_ENDPOINT_URL for another endpoint. In the cloud, `--stack <name>`
 * (the deployed stack, `portail-photos` by default) is all it needs: the table and the region come from
 * the stack's outputs, read with the current AWS profile. USE_AWS=true with TABLE_ADMINS also works.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createAdminStore } from '#functions/adapters/stores/admins.js';
import { generatePassword, hashPassword } from '#functions/domain/passwords.js';
import { nextAdminTokenVersion } from '#functions/domain/people.js';
import { tableEnvVar } from '#shared/env-names.js';
import { physicalName, tables } from '#shared/resources.js';
import { stackOutputs, tableOutput } from '#shared/stack-outputs.js';
import { operatorEndpoint, stackOutputsOf } from './operator-endpoint.js';

const args = process.argv.slice(2);
const stackIndex = args.indexOf('--stack');
const stackName = stackIndex >= 0 ? args[stackIndex + 1] : undefined;
const username = args
  .find((arg, index) => !arg.startsWith('--') && (stackIndex < 0 || index !== stackIndex + 1))
  ?.trim();
const reset = args.includes('--reset');
if (!username || !/^[\w.@-]{2,100}$/.test(username) || (stackIndex >= 0 && !stackName)) {
  console.error("Usage : npm run admin:create -- <nom d'utilisateur> [--reset] [--stack <pile déployée>]");
  process.exit(2);
}

const env = process.env;
const endpoint = operatorEndpoint(stackName);

/** The admins table and region named by the stack's outputs: nothing to copy from the console. */
const fromStack = async (name: string): Promise<{ table: string; region: string }> => {
  const outputs = await stackOutputsOf(name, endpoint);
  const table = outputs.get(tableOutput('admins'));
  const region = outputs.get(stackOutputs.region);
  if (!table || !region) {
    console.error(
      `La pile « ${name} » n'a pas les sorties ${tableOutput('admins')} et ${stackOutputs.region} : ` +
        'redéployez-la avec cette version (npm run deploy).',
    );
    process.exit(1);
  }
  return { table, region };
};

const target = stackName
  ? await fromStack(stackName)
  : {
      table: env[tableEnvVar('admins')] ?? physicalName(env.RESOURCE_PREFIX ?? 'portail', tables.admins.id),
      region: env.AWS_REGION ?? 'eu-west-3',
    };
const { table } = target;
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: target.region, ...(endpoint ? { endpoint } : {}) }),
);
const admins = createAdminStore(dynamo, table);

const existing = await admins.get(username);
if (!reset && existing) {
  console.error(`Le compte « ${username} » existe déjà (ajoutez --reset pour changer son mot de passe).`);
  process.exit(1);
}
const given = env.ADMIN_PASSWORD;
if (given !== undefined && given.length < 10) {
  console.error('ADMIN_PASSWORD doit contenir au moins 10 caractères.');
  process.exit(2);
}
const password = given ?? generatePassword(14);
await admins.put({
  username,
  password_hash: await hashPassword(password),
  created_at: existing?.created_at ?? new Date().toISOString(),
  token_version: nextAdminTokenVersion(existing, new Date()),
});
console.log(`Compte administrateur « ${username} » ${reset ? 'mis à jour' : 'créé'} dans ${table}.`);
if (given === undefined) console.log(`Mot de passe (affiché une seule fois) : ${password}`);
