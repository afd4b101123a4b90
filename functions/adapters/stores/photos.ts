/**
 * The photos store: photo records (table photos, keyed by stay then photo) and the content hashes
 * that keep one photo per content and stay (table photo-hashes). Both tables are written here only:
 * a photo with a known SHA-256 is created in one transaction with its hash item. The store also
 * applies the forgetting rule of photo-expiry.ts to `expires_at` on every write, and parses what it
 * reads.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { MAX_TRANSACTION_ITEMS } from '../../../shared/limits.js';
import {
  type PhotoHashRecord,
  type PhotoRecord,
  photoHashRecordSchema,
  photoRecordSchema,
} from '../../domain/photo.js';
import { expiresAtFor, pendingExpiresAt } from '../../domain/photo-expiry.js';
import { conditionHeld, queryAll, scanAll } from '../dynamo-pages.js';
import { decodeCursor, encodeCursor } from '../page-cursor.js';
import { parseStored } from './stored-record.js';

/** What the media worker learnt of a photo, beyond its size, that the gallery needs. */
export interface WebCopiesRecord {
  readonly placeholder: string;
  /** RENDITIONS_VERSION of the WebP copies written. */
  readonly renditions: number;
}

export interface ProcessedPhoto extends Partial<WebCopiesRecord> {
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  /** CRC-32 of the original written, for the zips that will hold it. */
  readonly crc32?: number | undefined;
  /** When the photo was taken (ISO instant), when its EXIF said. */
  readonly taken_at?: string | undefined;
  /** The folder number its copies were written under (shared/media-keys.ts). */
  readonly copies: number;
}

export interface PhotoKey {
  readonly stageId: string;
  readonly photoId: string;
}

/** Where a photo's objects are: its version, and the folder of its copies (none for older photos). */
export type PhotoFiles = PhotoKey & Pick<PhotoRecord, 'version' | 'copies'>;

/** A photo being signed: the store gives it its pending `expires_at`. */
export type NewPhoto = Omit<PhotoRecord, 'expires_at'>;

/**
 * Claimed; or held by another photo; or held when we wrote and gone when we looked (its holder was
 * deleted meanwhile), in which case the claim can simply be tried again.
 */
export type ClaimResult =
  | { readonly claimed: true }
  | { readonly claimed: false; readonly photoId: string }
  | { readonly claimed: false; readonly released: true };

export interface PhotoValidation {
  readonly photoId: string;
  readonly actif: 0 | 1;
  readonly active_par: string;
  /** The new deletion date; absent: the photo keeps the date it has (or none). */
  readonly duree_diffusion?: string;
  /**
   * When this validation publishes the photo (actif 1): kept only if the photo has never been
   * published, so validating it again does not make it new for the families' digest.
   */
  readonly publishedAt?: string;
}

export interface VisiblePageOptions {
  readonly now: Date;
  readonly limit: number;
  readonly cursor?: string;
}

export interface VisiblePage {
  readonly photos: PhotoRecord[];
  /** Opaque cursor of the next page, when more photos follow. */
  readonly next?: string;
}

export type ValidationOutcome = { readonly ok: true } | { readonly ok: false; readonly missing: string[] };

export interface PhotoStore {
  get(stageId: string, photoId: string): Promise<PhotoRecord | undefined>;
  listByStage(stageId: string): Promise<PhotoRecord[]>;
  /**
   * One page of the photos a stay's families see at `now` (processed, validated, not expired), in
   * id order, which is upload order; `cursor` is the `next` of the page before. Throws
   * InvalidCursorError for a cursor this list did not hand out.
   */
  visiblePage(stageId: string, options: VisiblePageOptions): Promise<VisiblePage>;
  /**
   * One page of a stay's photos, every status, latest first (id order backwards, which is upload
   * order backwards); `cursor` is the `next` of the page before. Throws InvalidCursorError for a
   * cursor this list did not hand out.
   */
  latestPage(stageId: string, options: Omit<VisiblePageOptions, 'now'>): Promise<VisiblePage>;
  /**
   * Validated, processed photos whose `duree_diffusion` is between the two ISO days (included), for
   * the expiry reminder: one filtered Scan, since the daily job needs every stay and no index holds
   * the date.
   */
  between(first: string, last: string): Promise<PhotoRecord[]>;
  /**
   * Validated, processed photos first published at or after `since` (ISO time), for the families'
   * daily digest: one filtered Scan, since the job needs every stay.
   */
  publishedSince(since: string): Promise<PhotoRecord[]>;
  /** Records a signed, not yet uploaded photo. */
  createPending(photo: NewPhoto): Promise<void>;
  /** Creates the pending photo and its hash item together, or answers which photo holds the content. */
  createWithHash(photo: NewPhoto & { readonly sha256: string }): Promise<ClaimResult>;
  /**
   * The photo is signed again at `signedAt`: its forgetting time moves on, if it is still pending and
   * without a deletion date; false when it is not pending any more.
   */
  extendPending(stageId: string, photoId: string, signedAt: Date): Promise<boolean>;
  /** Pending → ready; false when the photo is not pending any more (a repeated job). */
  markReady(stageId: string, photoId: string, processed: ProcessedPhoto): Promise<boolean>;
  /** Pending → rejected with the reason; false when the photo is not pending any more. */
  markRejected(stageId: string, photoId: string, reason: string): Promise<boolean>;
  setActive(stageId: string, photoId: string, actif: 0 | 1): Promise<void>;
  /**
   * Marks a ready photo as announced to the administrators; false when it is not ready or was
   * announced already (each photo is counted in one batch mail at most).
   */
  markAnnounced(stageId: string, photoId: string, at: string): Promise<boolean>;
  /**
   * Moves a rotated photo from version `from` to `from + 1` with its new size, its copies in the same
   * folder number `copies`; false when it is not at `from` with those copies any more (another
   * rotation went first, this job is a repeat, or its copies moved meanwhile).
   */
  bumpVersion(
    stageId: string,
    photoId: string,
    from: number,
    size: { readonly width: number; readonly height: number } & Partial<WebCopiesRecord>,
    copies?: number,
  ): Promise<boolean>;
  /**
   * Records that a ready photo's copies now live in folder `to`; false when the photo is not ready
   * with the version and copies of `from` any more (rotated, deleted, or moved by another delivery).
   */
  moveCopies(from: PhotoFiles, to: number): Promise<boolean>;
  /**
   * Ready photos whose WebP copies are missing or of an older set than `renditions`, for the
   * regeneration script: one page of at least `limit` matches (unless the table ends) after `after`,
   * and where the next page starts.
   */
  listWithoutWebCopies(
    renditions: number,
    page: { readonly limit: number; readonly after?: PhotoKey },
  ): Promise<{ photos: PhotoRecord[]; next?: PhotoKey }>;
  /**
   * Records the WebP copies made for `version` of a ready photo; false when the photo is not ready at
   * that version any more (rotated or deleted meanwhile: the rotation made its own copies).
   */
  setWebCopies(photo: PhotoFiles, copies: WebCopiesRecord): Promise<boolean>;
  /**
   * Saves an administrator's validation of a stay's photos all or nothing; `missing` names photos
   * that are not (or no longer) in the stay.
   */
  apply(stageId: string, changes: readonly PhotoValidation[]): Promise<ValidationOutcome>;
  /** Deletes the record (idempotent: a missing record is fine). */
  remove(stageId: string, photoId: string): Promise<void>;
  /**
   * Deletes the record only while its status, version and copies are still those given; false when
   * it changed meanwhile (processed, rotated, its copies moved) or is gone.
   */
  removeUnchanged(photo: PhotoFiles & Pick<PhotoRecord, 'status'>): Promise<boolean>;
  /** Forgets a content hash, only while it still points at `photoId` (a newer claim is left alone). */
  release(stageId: string, sha256: string, photoId: string): Promise<void>;
}

/** Which items of a cancelled transaction failed their condition (SDK v3 `CancellationReasons`). */
const cancelledConditions = (error: unknown): boolean[] | undefined => {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code === 'ConditionalCheckFailed');
};

/** What a validation write sets; an attribute present with `undefined` is removed, an absent one untouched. */
type ValidationFields = Pick<PhotoRecord, 'actif' | 'active_par' | 'duree_diffusion' | 'expires_at'> & {
  readonly publishedAt?: string;
};

/**
 * How many items the first Query of a visible page reads (DynamoDB's Limit counts them before the
 * filter): the page, one more to know whether another page follows, and an eighth to spare, so
 * that a few hidden photos cost no second round trip. A family's photos are nearly all visible, and
 * every item read is paid for and, in the emulator, slow.
 */
const firstVisibleRead = (limit: number): number => limit + 1 + Math.ceil(limit / 8);

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The SET part and values for the WebP copies' fields, when given. */
const webCopiesUpdate = (copies: Partial<WebCopiesRecord>) =>
  copies.placeholder !== undefined && copies.renditions !== undefined
    ? {
        set: ', placeholder = :placeholder, renditions = :renditions',
        values: { ':placeholder': copies.placeholder, ':renditions': copies.renditions },
      }
    : { set: '', values: {} };

/** A condition that the record's copies are in folder `copies` (none: the older layout, no folder). */
const copiesAre = (copies: number | undefined) =>
  copies === undefined
    ? { condition: 'attribute_not_exists(copies)', values: {} }
    : { condition: 'copies = :copies', values: { ':copies': copies } };

const pendingItem = (photo: NewPhoto): PhotoRecord => ({
  ...photo,
  expires_at: pendingExpiresAt(new Date(photo.date_depose)),
});

export const createPhotoStore = (
  dynamo: DynamoDBDocumentClient,
  tables: { readonly photos: string; readonly photoHashes: string },
): PhotoStore => {
  const table = tables.photos;
  const parse = (item: unknown): PhotoRecord => parseStored(photoRecordSchema, item, table);

  /** An update that answers false when its condition fails. */
  const conditionally = (input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> =>
    conditionHeld(dynamo.send(new UpdateCommand(input)));

  const updatePending = (
    stageId: string,
    photoId: string,
    update: string,
    values: Record<string, unknown>,
    condition = '',
  ): Promise<boolean> =>
    conditionally({
      TableName: table,
      Key: { stageId, photoId },
      UpdateExpression: update,
      ConditionExpression: `#status = :pending${condition}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'en_attente', ...values },
    });

  /**
   * Pending → processed. The pending TTL goes, unless an administrator set a deletion date in the
   * meantime: then `expires_at` is that date's and stays. Two conditional writes, not a read then a
   * write, so a validation landing in between cannot be undone.
   */
  const transition = async (
    stageId: string,
    photoId: string,
    change: { readonly set: string; readonly remove: readonly string[] },
    values: Record<string, unknown>,
  ): Promise<boolean> => {
    const update = (remove: readonly string[]) =>
      `SET ${change.set}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`;
    return (
      (await updatePending(
        stageId,
        photoId,
        update([...change.remove, 'expires_at']),
        values,
        ' AND attribute_not_exists(duree_diffusion)',
      )) || updatePending(stageId, photoId, update(change.remove), values)
    );
  };

  const readHash = async (stageId: string, sha256: string): Promise<PhotoHashRecord | undefined> => {
    const answer = await dynamo.send(
      new GetCommand({ TableName: tables.photoHashes, Key: { stageId, sha256 }, ConsistentRead: true }),
    );
    return answer.Item === undefined
      ? undefined
      : parseStored(photoHashRecordSchema, answer.Item, tables.photoHashes);
  };

  const validationUpdate = (stageId: string, photoId: string, fields: ValidationFields) => {
    const set = ['actif = :actif'];
    const remove: string[] = [];
    const values: Record<string, unknown> = { ':actif': fields.actif };
    for (const name of ['active_par', 'duree_diffusion', 'expires_at'] as const) {
      if (!(name in fields)) continue;
      const value = fields[name];
      if (value === undefined) remove.push(name);
      else {
        set.push(`${name} = :${name}`);
        values[`:${name}`] = value;
      }
    }
    if (fields.publishedAt !== undefined) {
      set.push('published_at = if_not_exists(published_at, :published_at)');
      values[':published_at'] = fields.publishedAt;
    }
    return {
      Update: {
        TableName: table,
        Key: { stageId, photoId },
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        // A photo deleted meanwhile must not come back as a bare record.
        ConditionExpression: 'attribute_exists(photoId)',
        ExpressionAttributeValues: values,
      },
    };
  };

  /** Runs one validation transaction; answers the photo ids whose condition failed (none on success). */
  const transactValidation = async (
    stageId: string,
    items: readonly { photoId: string; fields: ValidationFields }[],
  ): Promise<string[]> => {
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: items.map((item) => validationUpdate(stageId, item.photoId, item.fields)),
        }),
      );
      return [];
    } catch (error) {
      const failed = cancelledConditions(error);
      if (!failed) throw error;
      const missing = items.filter((_, i) => failed[i]).map((item) => item.photoId);
      if (missing.length === 0) throw error; // a conflict or throttling: let the caller retry
      return missing;
    }
  };

  const store: PhotoStore = {
    async get(stageId, photoId) {
      const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { stageId, photoId } }));
      return answer.Item === undefined ? undefined : parse(answer.Item);
    },

    async listByStage(stageId) {
      const items = await queryAll<unknown>(dynamo, {
        TableName: table,
        KeyConditionExpression: 'stageId = :stageId',
        ExpressionAttributeValues: { ':stageId': stageId },
      });
      return items.map(parse);
    },

    async visiblePage(stageId, { now, limit, cursor }) {
      // The page is read one photo past `limit`, so the last page says so itself and the family's
      // browser never asks for an empty one. Its cursor is the key of the last photo handed out, not
      // DynamoDB's LastEvaluatedKey: the filter may have read further than the page goes.
      const found: PhotoRecord[] = [];
      let start = decodeCursor(cursor, { name: 'stageId', value: stageId }, ['photoId']);
      let read = firstVisibleRead(limit);
      let scanned = 0;
      do {
        const answer = await dynamo.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'stageId = :stageId',
            FilterExpression:
              '#status = :ready AND actif = :on AND (attribute_not_exists(expires_at) OR expires_at > :now)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':stageId': stageId,
              ':ready': 'prete',
              ':on': 1,
              ':now': now.getTime() / 1000,
            },
            Limit: read,
            ExclusiveStartKey: start,
          }),
        );
        found.push(...(answer.Items ?? []).map(parse));
        start = answer.LastEvaluatedKey as Record<string, string> | undefined;
        // Many hidden photos: each further Query reads as much as all before it together, so a page
        // amid hundreds of them still takes a handful of round trips.
        scanned += answer.ScannedCount ?? read;
        read = scanned;
      } while (start && found.length <= limit);
      const photos = found.slice(0, limit);
      const last = photos.at(-1);
      return found.length > limit && last
        ? { photos, next: encodeCursor({ stageId, photoId: last.photoId }) }
        : { photos };
    },

    async latestPage(stageId, { limit, cursor }) {
      // One photo past `limit` says whether a page follows; the cursor is the last photo handed out.
      const answer = await dynamo.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'stageId = :stageId',
          ExpressionAttributeValues: { ':stageId': stageId },
          ScanIndexForward: false,
          Limit: limit + 1,
          ExclusiveStartKey: decodeCursor(cursor, { name: 'stageId', value: stageId }, ['photoId']),
        }),
      );
      const found = (answer.Items ?? []).map(parse);
      const photos = found.slice(0, limit);
      const last = photos.at(-1);
      return found.length > limit && last
        ? { photos, next: encodeCursor({ stageId, photoId: last.photoId }) }
        : { photos };
    },

    async between(first, last) {
      const items = await scanAll<unknown>(dynamo, {
        TableName: table,
        FilterExpression: 'duree_diffusion BETWEEN :first AND :last AND actif = :on AND #status = :ready',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':first': first, ':last': last, ':on': 1, ':ready': 'prete' },
      });
      return items.map(parse);
    },

    async publishedSince(since) {
      const items = await scanAll<unknown>(dynamo, {
        TableName: table,
        FilterExpression: 'published_at >= :since AND actif = :on AND #status = :ready',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':since': since, ':on': 1, ':ready': 'prete' },
      });
      return items.map(parse);
    },

    async createPending(photo) {
      await dynamo.send(
        new PutCommand({
          TableName: table,
          Item: pendingItem(photo),
          ConditionExpression: 'attribute_not_exists(photoId)',
        }),
      );
    },

    async createWithHash(photo) {
      const hash: PhotoHashRecord = { stageId: photo.stageId, sha256: photo.sha256, photoId: photo.photoId };
      try {
        await dynamo.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table,
                  Item: pendingItem(photo),
                  ConditionExpression: 'attribute_not_exists(photoId)',
                },
              },
              {
                Put: {
                  TableName: tables.photoHashes,
                  Item: hash,
                  ConditionExpression: 'attribute_not_exists(sha256)',
                },
              },
            ],
          }),
        );
        return { claimed: true };
      } catch (error) {
        const failed = cancelledConditions(error);
        if (!failed?.[1]) throw error;
        const holder = await readHash(photo.stageId, photo.sha256);
        return holder ? { claimed: false, photoId: holder.photoId } : { claimed: false, released: true };
      }
    },

    extendPending(stageId, photoId, signedAt) {
      return updatePending(
        stageId,
        photoId,
        'SET expires_at = :expires',
        { ':expires': pendingExpiresAt(signedAt) },
        ' AND attribute_not_exists(duree_diffusion)',
      );
    },

    markReady(stageId, photoId, { width, height, bytes, crc32, taken_at, copies, ...web }) {
      const made = webCopiesUpdate(web);
      const crc = crc32 === undefined ? '' : ', crc32 = :crc';
      const taken = taken_at === undefined ? '' : ', taken_at = :taken';
      return transition(
        stageId,
        photoId,
        {
          set: `#status = :ready, width = :width, height = :height, bytes = :bytes, copies = :copies${crc}${taken}${made.set}`,
          remove: ['rejection'],
        },
        {
          ':ready': 'prete',
          ':width': width,
          ':height': height,
          ':bytes': bytes,
          ':copies': copies,
          ...(crc32 === undefined ? {} : { ':crc': crc32 }),
          ...(taken_at === undefined ? {} : { ':taken': taken_at }),
          ...made.values,
        },
      );
    },

    markRejected(stageId, photoId, reason) {
      return transition(
        stageId,
        photoId,
        { set: '#status = :rejected, rejection = :reason', remove: [] },
        { ':rejected': 'refusee', ':reason': reason },
      );
    },

    markAnnounced(stageId, photoId, at) {
      return conditionally({
        TableName: table,
        Key: { stageId, photoId },
        UpdateExpression: 'SET announced_at = :at',
        ConditionExpression: '#status = :ready AND attribute_not_exists(announced_at)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':ready': 'prete' },
      });
    },

    async setActive(stageId, photoId, actif) {
      await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { stageId, photoId },
          UpdateExpression: 'SET actif = :actif',
          ConditionExpression: 'attribute_exists(photoId)',
          ExpressionAttributeValues: { ':actif': actif },
        }),
      );
    },

    bumpVersion(stageId, photoId, from, { width, height, ...copies }, folder) {
      const web = webCopiesUpdate(copies);
      // Copies of an older set than the new version's are dropped from the record: they were not made
      // for it. So is the CRC-32 of the older original: the archive worker computes the new one.
      const stale = web.set ? ' REMOVE crc32' : ' REMOVE placeholder, renditions, crc32';
      const same = copiesAre(folder);
      return conditionally({
        TableName: table,
        Key: { stageId, photoId },
        UpdateExpression: `SET version = :next, width = :width, height = :height${web.set}${stale}`,
        ConditionExpression: `version = :from AND ${same.condition}`,
        ExpressionAttributeValues: {
          ':from': from,
          ':next': from + 1,
          ':width': width,
          ':height': height,
          ...web.values,
          ...same.values,
        },
      });
    },

    moveCopies({ stageId, photoId, version, copies }, to) {
      const same = copiesAre(copies);
      return conditionally({
        TableName: table,
        Key: { stageId, photoId },
        UpdateExpression: 'SET copies = :to',
        ConditionExpression: `#status = :ready AND version = :version AND ${same.condition}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':ready': 'prete', ':version': version, ':to': to, ...same.values },
      });
    },

    async listWithoutWebCopies(renditions, { limit, after }) {
      // A filtered Scan: run by an operator once per change of the set, never by a request. Pages of
      // the Scan may hold fewer matches than `limit` (or none): read on until `limit` or the end.
      const photos: PhotoRecord[] = [];
      let start: Record<string, unknown> | undefined = after && {
        stageId: after.stageId,
        photoId: after.photoId,
      };
      do {
        const answer = await dynamo.send(
          new ScanCommand({
            TableName: table,
            Limit: limit,
            ExclusiveStartKey: start,
            FilterExpression:
              '#status = :ready AND (attribute_not_exists(renditions) OR renditions < :renditions)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':ready': 'prete', ':renditions': renditions },
          }),
        );
        photos.push(...(answer.Items ?? []).map(parse));
        start = answer.LastEvaluatedKey;
      } while (start && photos.length < limit);
      const last = start && { stageId: String(start.stageId), photoId: String(start.photoId) };
      return last ? { photos, next: last } : { photos };
    },

    setWebCopies({ stageId, photoId, version, copies }, { placeholder, renditions }) {
      const same = copiesAre(copies);
      return conditionally({
        TableName: table,
        Key: { stageId, photoId },
        UpdateExpression: 'SET placeholder = :placeholder, renditions = :renditions',
        ConditionExpression: `#status = :ready AND version = :version AND ${same.condition}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':ready': 'prete',
          ':version': version,
          ':placeholder': placeholder,
          ':renditions': renditions,
          ...same.values,
        },
      });
    },

    /**
     * All or nothing, with DynamoDB transactions. One transaction holds at most 100 items: a larger
     * set is checked first, written in chunks, and the chunks already written are put back if a later
     * one fails (a photo deleted in between).
     */
    async apply(stageId, changes) {
      const items = changes.map(({ photoId, actif, active_par, duree_diffusion, publishedAt }) => ({
        photoId,
        fields: {
          actif,
          active_par,
          ...(publishedAt === undefined ? {} : { publishedAt }),
          ...(duree_diffusion === undefined
            ? {}
            : { duree_diffusion, expires_at: expiresAtFor(duree_diffusion) }),
        },
      }));
      if (items.length <= MAX_TRANSACTION_ITEMS) {
        const missing = await transactValidation(stageId, items);
        return missing.length ? { ok: false, missing } : { ok: true };
      }
      const before = new Map((await store.listByStage(stageId)).map((photo) => [photo.photoId, photo]));
      const unknown = items.filter((item) => !before.has(item.photoId)).map((item) => item.photoId);
      if (unknown.length) return { ok: false, missing: unknown };
      const written: typeof items = [];
      for (const chunk of chunks(items, MAX_TRANSACTION_ITEMS)) {
        const missing = await transactValidation(stageId, chunk);
        if (missing.length) {
          for (const done of chunks(written, MAX_TRANSACTION_ITEMS)) {
            await transactValidation(
              stageId,
              done.flatMap(({ photoId }) => {
                const old = before.get(photoId);
                if (!old) return [];
                const { actif, active_par, duree_diffusion, expires_at } = old;
                return [{ photoId, fields: { actif, active_par, duree_diffusion, expires_at } }];
              }),
            );
          }
          return { ok: false, missing };
        }
        written.push(...chunk);
      }
      return { ok: true };
    },

    async remove(stageId, photoId) {
      await dynamo.send(new DeleteCommand({ TableName: table, Key: { stageId, photoId } }));
    },

    removeUnchanged({ stageId, photoId, status, version, copies }) {
      const same = copiesAre(copies);
      return conditionHeld(
        dynamo.send(
          new DeleteCommand({
            TableName: table,
            Key: { stageId, photoId },
            ConditionExpression: `#status = :status AND version = :version AND ${same.condition}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status, ':version': version, ...same.values },
          }),
        ),
      );
    },

    async release(stageId, sha256, photoId) {
      await conditionHeld(
        dynamo.send(
          new DeleteCommand({
            TableName: tables.photoHashes,
            Key: { stageId, sha256 },
            ConditionExpression: 'photoId = :photoId',
            ExpressionAttributeValues: { ':photoId': photoId },
          }),
        ),
      );
    },
  };
  return store;
};
