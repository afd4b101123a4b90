/**
 * Which faces go into a photo's strip and the square each crop is cut from: shared with the family's
 * device, which cuts a photo picked from the phone the same way.
 */
export * from '#shared/face-crop-squares.js';
