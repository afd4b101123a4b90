/**
 * What the rest of the code may ask of the photos store, and the shapes it answers in. The store
 * itself is built from one module per concern beside this one; see createPhotoStore.
 */
export {};
