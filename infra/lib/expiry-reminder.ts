/**
 * The expiry reminder: once a day, in the morning at Paris time, a function queues a reminder mail
 * for the families of every stay whose photos go within the configured days. One mark per family
 * and date makes the job idempotent.
 */
import type { Construct } from 'constructs';
import { envNames } from '#shared/env-names.js';
import type { TableName } from '#shared/resources.js';
import { DailyJob } from './daily-job.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { justifyGrant } from './justified-grants.js';
import type { Storage } from './storage.js';

/** 09:00 in Paris: a morning mail is read the same day, and the day's photos are still visible. */
export const EXPIRY_REMINDER_HOUR = 9;
/** Attempts after a failed run; each run only reminds the families still left. */
export const EXPIRY_REMINDER_RETRIES = 2;

export interface ExpiryReminderProps {
  readonly data: Data;
  readonly storage: Storage;
  /** The site's public address, for the link in the mail. */
  readonly siteUrl: string;
  /** Days before the deletion date when families are reminded. */
  readonly daysBefore?: number | undefined;
}

export class ExpiryReminder extends DailyJob {
  constructor(scope: Construct, id: string, { data, storage, siteUrl, daysBefore }: ExpiryReminderProps) {
    super(scope, id, {
      name: 'expiry reminder',
      entry: 'functions/workers/expiry-reminder/lambda.ts',
      description: 'Expiry reminder: queues one mail per family before their photos are deleted',
      environment: {
        ...resourceEnvironment(data, storage),
        [envNames.siteUrl]: siteUrl,
        ...(daysBefore === undefined ? {} : { [envNames.expiryReminderDays]: String(daysBefore) }),
      },
      hour: EXPIRY_REMINDER_HOUR,
      retries: EXPIRY_REMINDER_RETRIES,
    });

    // Exactly what the job does: scan the photos, read the stay and its participants, claim or
    // release a family's mark, log and queue the mail.
    const { role } = this.handler;
    const table = (name: TableName): string => data.tables[name].tableArn;
    this.allow(['dynamodb:Scan'], [table('photos')]);
    this.allow(['dynamodb:GetItem'], [table('stages')]);
    this.allow(['dynamodb:Query'], [`${table('stagiaires')}/index/by-stage`]);
    this.allow(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem'], [table('expiryReminders')]);
    justifyGrant(role, ['dynamodb:DeleteItem'], 'A mark is released when its mail cannot be queued.');
    this.allow(['dynamodb:PutItem'], [table('mailLog')]);
    this.allow(['sqs:SendMessage'], [data.queues.mail.queueArn]);
  }
}
