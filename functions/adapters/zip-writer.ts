/**
 * A zip written as a stream with archiver: entries stored (JPEGs do not shrink), added one source
 * at a time, Zip64 records written by archiver whenever sizes, offsets or the entry count need them.
 */
import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';

export interface ZipWriter {
  /** The zip's bytes, to pipe into storage. */
  readonly output: Readable;
  /** Adds one entry; resolves once its bytes are all in the zip, so the next source opens after. */
  add(name: string, source: Readable): Promise<void>;
  /** Writes the central directory and ends the output. */
  finish(): Promise<void>;
  /** Stops on a failure; the output errors so the upload stops too. */
  abort(error: Error): void;
}

export const createZipWriter = (): ZipWriter => {
  const archive = archiver('zip', { store: true });
  // archiver's stream class is readable-stream's, which the S3 upload does not take: hand over a
  // Node stream, fed with back-pressure.
  const output = new PassThrough();
  archive.pipe(output);
  return {
    output,
    add(name, source) {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          archive.off('entry', onEntry);
          archive.off('error', done);
          source.off('error', done);
          if (error) reject(error);
          else resolve();
        };
        const onEntry = () => done();
        archive.on('entry', onEntry);
        archive.on('error', done);
        source.on('error', done);
        archive.append(source, { name, store: true });
      });
    },
    async finish() {
      await archive.finalize();
    },
    abort(error) {
      archive.unpipe(output);
      archive.abort();
      output.destroy(error);
    },
  };
};
