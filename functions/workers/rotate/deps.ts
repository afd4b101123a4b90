/** The rotate worker's dependencies, the same in the Lambda and in the local runtime. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../../adapters/dynamo-pages.js';
import { createSharpImageProcessor } from '../../adapters/image-processor.js';
import { rotateQuarterTurn } from '../../adapters/image-rotator.js';
import type { CoreDeps } from '../../deps.js';
import type { RotateJobDeps } from './rotate-photo.js';

export const rotateJobDeps = (core: CoreDeps): RotateJobDeps => ({
  media: core.media,
  images: createSharpImageProcessor(),
  rotate: rotateQuarterTurn,
  photos: {
    get: (stageId, photoId) => core.photos.get(stageId, photoId),
    async bumpVersion(stageId, photoId, from, { width, height }) {
      try {
        await core.clients.dynamo.send(
          new UpdateCommand({
            TableName: core.config.tables.photos,
            Key: { stageId, photoId },
            UpdateExpression: 'SET version = :next, width = :width, height = :height',
            ConditionExpression: 'version = :from',
            ExpressionAttributeValues: {
              ':from': from,
              ':next': from + 1,
              ':width': width,
              ':height': height,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  },
  logger: core.logger,
});
