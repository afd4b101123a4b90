/**
 * Evaluation reports in DynamoDB. Saves are optimistic: each names the version it was loaded from,
 * and a condition expression refuses it when someone saved in between, so a later save never
 * silently erases another trainer's text.
 */

import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type ReportRecord, reportRecordSchema } from '#functions/domain/report.js';
import type { ReportRepository } from '#functions/ports/stores/reports.js';
import { conditionHeld, queryAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

export const createReportRepository = (dynamo: DynamoDBDocumentClient, table: string): ReportRepository => ({
  async get(stayId, nom) {
    const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { stageId: stayId, nom } }));
    return answer.Item === undefined ? undefined : parseStored(reportRecordSchema, answer.Item, table);
  },
  async save(report, expectedVersion) {
    const record: ReportRecord = { ...report, version: expectedVersion + 1 };
    const saved = await conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: table,
          Item: record,
          ...(expectedVersion === 0
            ? { ConditionExpression: 'attribute_not_exists(nom)' }
            : {
                ConditionExpression: 'version = :expected',
                ExpressionAttributeValues: { ':expected': expectedVersion },
              }),
        }),
      ),
    );
    return saved ? { saved: true, report: record } : { saved: false };
  },
  async listByStayName(nomStage) {
    const items = await queryAll<Record<string, unknown>>(dynamo, {
      TableName: table,
      IndexName: 'by-nom-stage',
      KeyConditionExpression: 'nomStage = :nomStage',
      ExpressionAttributeValues: { ':nomStage': nomStage },
    });
    return items.map((item) => parseStored(reportRecordSchema, item, table));
  },
});
