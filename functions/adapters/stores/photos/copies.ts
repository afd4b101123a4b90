/**
 * The writes that follow a photo's files once it is processed: a rotation's new version, copies
 * moved to another folder, WebP copies made again for a newer set. Each holds only while the record
 * still names the files it was computed from, so a job that lost a race changes nothing.
 */

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { PhotoFiles, PhotoStore } from '#functions/ports/stores/photos/photo-store.js';

import { copiesAre, type PhotoTable, webCopiesUpdate } from './photo-table.js';

export type PhotoCopies = Pick<
  PhotoStore,
  'bumpVersion' | 'moveCopies' | 'listWithoutWebCopies' | 'setWebCopies' | 'setFaces'
>;

export const photoCopies = ({ dynamo, tables, parse, conditionally }: PhotoTable): PhotoCopies => {
  /** An update of a ready photo that holds only while it still has the version and copies of `photo`. */
  const updateReadyFiles = (
    { stageId: stayId, photoId, version, copies }: PhotoFiles,
    update: string,
    values: Record<string, unknown>,
  ): Promise<boolean> => {
    const same = copiesAre(copies);
    return conditionally({
      TableName: tables.photos,
      Key: { stageId: stayId, photoId },
      UpdateExpression: update,
      ConditionExpression: `#status = :ready AND version = :version AND ${same.condition}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':ready': 'prete', ':version': version, ...values, ...same.values },
    });
  };

  return {
    bumpVersion(stayId, photoId, from, { width, height, ...copies }, folder) {
      const web = webCopiesUpdate(copies);
      // Copies of an older set than the new version's are dropped from the record: they were not made
      // for it. So is the CRC-32 of the older original: the archive worker computes the new one; and
      // so are the faces, whose boxes the turn moved: the faces worker finds them again.
      const stale = web.set ? ' REMOVE crc32, faces' : ' REMOVE placeholder, renditions, crc32, faces';
      const same = copiesAre(folder);
      return conditionally({
        TableName: tables.photos,
        Key: { stageId: stayId, photoId },
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

    moveCopies(photo, to) {
      return updateReadyFiles(photo, 'SET copies = :to', { ':to': to });
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
            TableName: tables.photos,
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

    setWebCopies(photo, { placeholder, renditions }) {
      return updateReadyFiles(photo, 'SET placeholder = :placeholder, renditions = :renditions', {
        ':placeholder': placeholder,
        ':renditions': renditions,
      });
    },

    setFaces(photo, faces) {
      return updateReadyFiles(photo, 'SET faces = :faces', { ':faces': faces });
    },
  };
};
