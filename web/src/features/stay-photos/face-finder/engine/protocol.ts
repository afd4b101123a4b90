/**
 * The messages between the page and the face worker. The page sends links and pictures in; the
 * worker sends templates and pictures back. Nothing here goes to the network.
 */

/** A face the worker read: its square picture and its template. */
export interface WorkerFace {
  preview: Blob;
  template: Float32Array;
}

export type WorkerRequest =
  /** Every face of a strip: its templates, in the strip's order (null where no face was read). */
  | { kind: 'strip'; id: number; url: string; count: number }
  /** One face of a strip, with its picture: the family tapped it. */
  | { kind: 'strip-face'; id: number; url: string; index: number }
  /** The faces of a photo from the family's phone. */
  | { kind: 'picked'; id: number; file: Blob }
  /** Requests the page no longer waits for: skipped if not started. */
  | { kind: 'drop'; ids: number[] };

export type WorkerReply =
  | { kind: 'strip'; id: number; templates: (Float32Array | null)[]; bytes: number }
  | { kind: 'faces'; id: number; faces: WorkerFace[] }
  | { kind: 'failed'; id: number; message: string };
