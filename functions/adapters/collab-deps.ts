/** What the trainer collaboration routes receive, built once from the core dependencies. */
import type { CoreDeps } from '../deps.js';
import { type CommentBoard, createCommentBoard } from './comment-board.js';
import { createS3DocumentStore, type DocumentStore } from './document-store.js';
import { createS3FileLinks, type FileLinks } from './file-links.js';
import { createReportRepository, type ReportRepository } from './report-repository.js';
import { buildReportWorkbook } from './report-workbook.js';
import { createTraineeDirectory, type TraineeDirectory } from './trainee-directory.js';

export interface CollabDeps {
  readonly documents: DocumentStore;
  readonly links: FileLinks;
  readonly board: CommentBoard;
  readonly reports: ReportRepository;
  readonly trainees: TraineeDirectory;
  readonly buildWorkbook: typeof buildReportWorkbook;
}

export const createCollabDeps = (core: CoreDeps): CollabDeps => ({
  documents: createS3DocumentStore(core.clients.s3, core.config.buckets.media),
  links: createS3FileLinks(core.clients.s3Presigner, core.config.buckets.media, () => core.clock()),
  board: createCommentBoard(core.clients.dynamo, core.config.tables.commentaires),
  reports: createReportRepository(core.clients.dynamo, core.config.tables.rapports),
  trainees: createTraineeDirectory(core.clients.dynamo, core.config.tables.stagiaires),
  buildWorkbook: buildReportWorkbook,
});
