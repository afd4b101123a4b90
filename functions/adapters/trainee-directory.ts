/** The trainees (stagiaires) of a stay, read through the `by-stage` index, for evaluations. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './dynamo-pages.js';

export interface TraineeRecord {
  readonly id: string;
  readonly stageId: string;
  readonly nom: string;
  readonly prenom: string;
  readonly email?: string;
}

export interface TraineeDirectory {
  listByStage(stageId: string): Promise<TraineeRecord[]>;
}

export const createTraineeDirectory = (dynamo: DynamoDBDocumentClient, table: string): TraineeDirectory => ({
  listByStage(stageId) {
    return queryAll<TraineeRecord>(dynamo, {
      TableName: table,
      IndexName: 'by-stage',
      KeyConditionExpression: 'stageId = :stageId',
      ExpressionAttributeValues: { ':stageId': stageId },
    });
  },
});
