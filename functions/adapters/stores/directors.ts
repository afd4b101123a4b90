/**
 * The directors table (formateurs: one record per person and stay; the same address may hold
 * several stays). This module is the only one that reads or writes it.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type DirectorRecord, directorRecordSchema } from '../../domain/people.js';
import { createPeopleTable, type PeopleTable } from './people-table.js';

export type DirectorStore = PeopleTable<DirectorRecord>;

export const createDirectorStore = (dynamo: DynamoDBDocumentClient, table: string): DirectorStore =>
  createPeopleTable(dynamo, table, directorRecordSchema);
