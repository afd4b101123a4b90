/**
 * Rotations: the rotate worker takes jobs from the rotate queue, turns each original with sharp,
 * writes the next version's copies under photos/ and removes the previous version's.
 */
import { Construct } from 'constructs';
import type { Data } from './data.js';
import type { PortalFunction } from './function-defaults.js';
import { photoFilesWorker } from './photo-files-worker.js';
import { sharpBundling } from './sharp-bundling.js';
import type { Storage } from './storage.js';

export interface RotateWorkerProps {
  readonly data: Data;
  readonly storage: Storage;
}

export class RotateWorker extends Construct {
  readonly worker: PortalFunction;

  constructor(scope: Construct, id: string, { data, storage }: RotateWorkerProps) {
    super(scope, id);
    this.worker = photoFilesWorker(this, {
      data,
      storage,
      queue: 'rotate',
      entry: 'functions/workers/rotate/lambda.ts',
      description: 'Rotate worker: turns photos a quarter turn and makes their copies again (sharp)',
      bundling: sharpBundling,
      whyPhotosWildcard:
        'The worker reads a photo original and writes then replaces its copies under ' +
        'photos/<stay>/<photo>/, keys known only per message; limited to the photos/ prefix.',
    });
  }
}
