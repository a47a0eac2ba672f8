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
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
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

  async *list(): AsyncIterable<{ key: string; modified: Date }> {
    const dirs = await fs.readdir(this.root, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const dir of dirs) {
      if (!dir.isDirectory() || !/^[0-9a-f]{2}$/.test(dir.name)) continue;
      for (const name of await fs.readdir(path.join(this.root, dir.name))) {
        const stat = await fs.stat(path.join(this.root, dir.name, name)).catch(() => undefined);
        if (stat?.isFile()) yield { key: `${dir.name}/${name}`, modified: stat.mtime };
      }
    }
  }
}
