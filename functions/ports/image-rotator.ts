/**
 * The image-rotator port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/image-rotator.ts; functions/composition hands the implementation to those who take it.
 */

export type ImageRotator = (bytes: Uint8Array) => Promise<Uint8Array>;
