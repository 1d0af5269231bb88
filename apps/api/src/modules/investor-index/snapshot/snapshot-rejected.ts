/** A snapshot that is not one of this dataset and this code, or is damaged: the index is built from the rows instead. */
export class SnapshotRejected extends Error {}
