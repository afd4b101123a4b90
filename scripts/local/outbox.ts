/**
 * `npm run outbox`: the mail the local portal sent (or is sending), newest first, bodies included.
 * Reads the mail log of the running `npm start` (same EMULATOR_PORT and RESOURCE_PREFIX).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createMailLog } from '#functions/adapters/stores/mail-log.js';
import { DEFAULT_EMULATOR_PORT } from '../emulator/emulator.js';
import { localNames } from './resource-names.js';

const endpoint =
  process.env.AWS_ENDPOINT_URL ?? `http://127.0.0.1:${process.env.EMULATOR_PORT ?? DEFAULT_EMULATOR_PORT}`;
const limit = Number(process.argv[2] ?? 20);
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: process.env.AWS_REGION ?? 'eu-west-3',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);
const log = createMailLog(dynamo, localNames(process.env.RESOURCE_PREFIX ?? 'portail').tables.mailLog);
const { items } = await log.list({ limit });
if (items.length === 0) console.log('Boîte d’envoi vide.');
for (const mail of items) {
  console.log(
    [
      '─'.repeat(72),
      `${mail.queued_at}  [${mail.status}]  ${mail.kind}${mail.stageId ? `  séjour ${mail.stageId}` : ''}`,
      `À : ${mail.to.join(', ')}`,
      `Objet : ${mail.subject}`,
      ...(mail.error ? [`Erreur : ${mail.error}`] : []),
      '',
      mail.text ?? '(corps non conservé)',
    ].join('\n'),
  );
}
