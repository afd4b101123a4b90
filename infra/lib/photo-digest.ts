/**
 * The families' digest of new photos: once a day, in the evening at Paris time, a function queues,
 * for every family of a stay with photos published since its last digest, one mail saying how
 * many. One claim per family and day makes the job idempotent.
 */
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { envNames } from '#shared/env-names.js';
import type { TableName } from '#shared/resources.js';
import { DailyJob } from './daily-job.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { justifyGrant } from './justified-grants.js';
import type { Storage } from './storage.js';

/**
 * 19:00 in Paris: the day's validations are done, and families look at the photos in the evening.
 * One run a day also makes "at most one digest a day" hold by construction.
 */
export const PHOTO_DIGEST_HOUR = 19;
/** Attempts after a failed run; each run only sends the digests still left. */
export const PHOTO_DIGEST_RETRIES = 2;

export interface PhotoDigestProps {
  readonly data: Data;
  readonly storage: Storage;
  /** The site's public address, for the links in the mail. */
  readonly siteUrl: string;
  /** The API's token key, which also signs the unsubscribe links (under their own audience). */
  readonly jwtSecret: ISecret;
  readonly jwtIssuer: string;
  /** Days between two digests to one family, at most (functions' default: 1). */
  readonly everyDays?: number | undefined;
}

export class PhotoDigest extends DailyJob {
  constructor(scope: Construct, id: string, props: PhotoDigestProps) {
    const { data, storage, siteUrl, jwtSecret, jwtIssuer, everyDays } = props;
    super(scope, id, {
      name: 'photo digest',
      entry: 'functions/workers/photo-digest/lambda.ts',
      description: 'Photo digest: queues one mail per family of a stay with newly published photos',
      environment: {
        ...resourceEnvironment(data, storage),
        [envNames.siteUrl]: siteUrl,
        [envNames.jwtSecretArn]: jwtSecret.secretArn,
        [envNames.jwtIssuer]: jwtIssuer,
        ...(everyDays === undefined ? {} : { [envNames.photoDigestEveryDays]: String(everyDays) }),
      },
      hour: PHOTO_DIGEST_HOUR,
      retries: PHOTO_DIGEST_RETRIES,
    });

    // Exactly what the job does: scan the photos, read the stay, its participants and the families'
    // marks, claim or give back a mark, read the key that signs the links, log and queue the mail.
    const { role } = this.handler;
    const table = (name: TableName): string => data.tables[name].tableArn;
    this.allow(['dynamodb:Scan'], [table('photos')]);
    this.allow(['dynamodb:GetItem'], [table('stages')]);
    this.allow(['dynamodb:Query'], [`${table('stagiaires')}/index/by-stage`]);
    this.allow(['dynamodb:Query', 'dynamodb:UpdateItem'], [table('photoDigests')]);
    this.allow(['dynamodb:PutItem'], [table('mailLog')]);
    this.allow(['sqs:SendMessage'], [data.queues.mail.queueArn]);
    this.allow(['secretsmanager:GetSecretValue'], [jwtSecret.secretArn]);
    justifyGrant(
      role,
      ['secretsmanager:GetSecretValue'],
      'Read once per cold start in the cloud; the local runtime and the tests take the key from the environment.',
    );
  }
}
