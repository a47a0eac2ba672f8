import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobMissing, type Blobs } from './files.blobs.ts';

/** Stored files in a folder (DATA_DIR/files), one file per key, readable by the server's user alone. */
export class DiskBlobs implements Blobs {
  /** Fan-out directories known to exist, so that a write costs no mkdir. */
  private readonly made = new Set<string>();
  constructor(readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = path.join(this.root, key);
    const dir = path.dirname(target);
    if (!this.made.has(dir)) {
      await fs.mkdir(dir, { recursive: true });
      this.made.add(dir);
    }
    // Write then rename: a reader never sees half a file.
    await fs.writeFile(`${target}.tmp`, bytes, { mode: 0o600 });
    await fs.rename(`${target}.tmp`, target);
  }

  async open(key: string): Promise<Readable> {
    // Opening first makes a missing file reject here rather than fail the stream later.
    const handle = await fs.open(path.join(this.root, key), 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new BlobMissing(key) : err;
    });
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fs.rm(path.join(this.root, key), { force: true });
  }
}
