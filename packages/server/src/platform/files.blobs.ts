import type { Readable } from 'node:stream';

/**
 * Where stored files' bytes are kept: a folder (files.disk.ts) or an S3-compatible bucket (files.s3.ts); files.ts
 * picks one from the configuration. Keys are already checked; a put is whole or absent, never half visible.
 */
export interface Blobs {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream; rejects with BlobMissing when the key holds nothing. */
  open(key: string): Promise<Readable>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored name (keys, and a folder's unfinished `.tmp` writes) with its last change, for the start-up sweep. */
  list(): AsyncIterable<{ key: string; modified: Date }>;
}

/** The key holds nothing (a lost disk, an emptied bucket); any other failure is the store being unavailable. */
export class BlobMissing extends Error {
  constructor(key: string) {
    super(`no stored bytes at ${key}`);
  }
}
