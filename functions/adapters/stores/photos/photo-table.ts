/**
 * What every part of the photos store shares: the client, the two table names, how a stored photo is
 * parsed, and the pieces of condition and update expressions that more than one write needs, so that
 * each rule about a record (where its copies are, what a cancelled transaction means) is written once.
 */

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type PhotoRecord, photoRecordSchema } from '#functions/domain/photo.js';
import type { WebCopiesRecord } from '#functions/ports/stores/photos/photo-store.js';
import { conditionHeld } from '../../dynamo-pages.js';
import { parseStored } from '../stored-record.js';

export interface PhotoTableNames {
  readonly photos: string;
  readonly photoHashes: string;
}

export interface PhotoTable {
  readonly dynamo: DynamoDBDocumentClient;
  readonly tables: PhotoTableNames;
  /** Checks a stored item against the record's schema, naming the table when it does not fit. */
  readonly parse: (item: unknown) => PhotoRecord;
  /** An update of the photos table that answers false when its condition fails. */
  readonly conditionally: (input: ConstructorParameters<typeof UpdateCommand>[0]) => Promise<boolean>;
}

export const photoTable = (dynamo: DynamoDBDocumentClient, tables: PhotoTableNames): PhotoTable => ({
  dynamo,
  tables,
  parse: (item) => parseStored(photoRecordSchema, item, tables.photos),
  conditionally: (input) => conditionHeld(dynamo.send(new UpdateCommand(input))),
});

/** Which items of a cancelled transaction failed their condition (SDK v3 `CancellationReasons`). */
export const cancelledConditions = (error: unknown): boolean[] | undefined => {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code === 'ConditionalCheckFailed');
};

/** The SET part and values for the WebP copies' fields, when given. */
export const webCopiesUpdate = (copies: Partial<WebCopiesRecord>) =>
  copies.placeholder !== undefined && copies.renditions !== undefined
    ? {
        set: ', placeholder = :placeholder, renditions = :renditions',
        values: { ':placeholder': copies.placeholder, ':renditions': copies.renditions },
      }
    : { set: '', values: {} };

/** A condition that the record's copies are in folder `copies` (none: the older layout, no folder). */
export const copiesAre = (copies: number | undefined) =>
  copies === undefined
    ? { condition: 'attribute_not_exists(copies)', values: {} }
    : { condition: 'copies = :copies', values: { ':copies': copies } };
