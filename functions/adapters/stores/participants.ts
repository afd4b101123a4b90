/**
 * The participants table (stagiaires: one family account per child and stay). This module is the
 * only one that reads or writes it: the back-office, trainers' edits, imports, evaluations and the
 * expiry reminder all go through the store built here.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type ParticipantRecord, participantRecordSchema } from '../../domain/people.js';
import { createPeopleTable, type PeopleTable } from './people-table.js';

export type ParticipantStore = PeopleTable<ParticipantRecord>;

/** What evaluations and the expiry reminder read: the participants of one stay. */
export type TraineeDirectory = Pick<ParticipantStore, 'listByStage'>;

export const createParticipantStore = (dynamo: DynamoDBDocumentClient, table: string): ParticipantStore =>
  createPeopleTable(dynamo, table, participantRecordSchema);
