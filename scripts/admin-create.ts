/**
 * `npm run admin:create -- <username> [--reset]`: creates an administrator account in any
 * environment. The password comes from ADMIN_PASSWORD, or is generated and printed once; only its
 * scrypt hash is stored.
 *
 * Where: the local emulator by default (http://127.0.0.1:$EMULATOR_PORT, table
 * `$RESOURCE_PREFIX-admins`); AWS_ENDPOINT_URL for another endpoint; USE_AWS=true for the cloud, with
 * TABLE_ADMINS set to the table the CDK stack made (its output `AdminsTable`, or the console).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { adminTokenVersion, createAdminRepository } from '../functions/adapters/admin-repository.js';
import { generatePassword, hashPassword } from '../functions/domain/passwords.js';
import { tableEnvVar } from '../shared/env-names.js';
import { physicalName, tables } from '../shared/resources.js';

const args = process.argv.slice(2);
const username = args.find((arg) => !arg.startsWith('--'))?.trim();
const reset = args.includes('--reset');
if (!username || !/^[\w.@-]{2,100}$/.test(username)) {
  console.error("Usage : npm run admin:create -- <nom d'utilisateur> [--reset]");
  process.exit(2);
}

const env = process.env;
const cloud = env.USE_AWS === 'true';
const endpoint = cloud
  ? undefined
  : (env.AWS_ENDPOINT_URL ?? `http://127.0.0.1:${env.EMULATOR_PORT ?? 4566}`);
if (endpoint) {
  // An emulator accepts any credentials; the SDK still wants some.
  env.AWS_ACCESS_KEY_ID ??= 'local';
  env.AWS_SECRET_ACCESS_KEY ??= 'local';
}
const table = env[tableEnvVar('admins')] ?? physicalName(env.RESOURCE_PREFIX ?? 'portail', tables.admins.id);
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: env.AWS_REGION ?? 'eu-west-3', ...(endpoint ? { endpoint } : {}) }),
);
const admins = createAdminRepository(dynamo, table);

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
  // Tokens carry this version: a reset moves it on, which ends every session opened before. A new
  // account starts from the clock rather than 1, so tokens of a deleted account of the same name
  // stay refused.
  token_version: Math.max(Date.now(), existing ? adminTokenVersion(existing) + 1 : 0),
});
console.log(`Compte administrateur « ${username} » ${reset ? 'mis à jour' : 'créé'} dans ${table}.`);
if (given === undefined) console.log(`Mot de passe (affiché une seule fois) : ${password}`);
