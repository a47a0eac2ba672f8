import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './config.ts';
import { BlobMissing, type Blobs } from './files.blobs.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Stored files as objects in an S3-compatible bucket (AWS S3, MinIO, R2, ...), under S3_PREFIX + key. A PUT is
 * atomic, so no temporary name is needed. The SDK loads on first use: a server without S3 never pays for it.
 */
export class S3Blobs implements Blobs {
  private ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  constructor(private readonly config: S3Config) {}

  private connect() {
    this.ready ??= import('@aws-sdk/client-s3').then((sdk) => {
      const c = this.config;
      const client = new sdk.S3Client({
        region: c.region,
        endpoint: c.endpoint,
        forcePathStyle: c.forcePathStyle,
        credentials: c.credentials,
        // Checksums only where S3 requires them: the SDK's default CRC headers are refused by several
        // S3-compatible servers. Integrity of a write is asked with Content-MD5, which they all check.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A bucket that stops answering fails the request instead of holding it open.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      });
      return { sdk, client };
    });
    return this.ready;
  }

  private objectKey(key: string) {
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
        ContentMD5: crypto.createHash('md5').update(bytes).digest('base64'),
      }),
    );
  }

  async open(key: string): Promise<Readable> {
    const { sdk, client } = await this.connect();
    const res = await client
      .send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }))
      .catch((err: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
        throw err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404 ? new BlobMissing(key) : err;
      });
    // In Node the body is an http.IncomingMessage: a Readable.
    return res.Body as Readable;
  }

  async *list(): AsyncIterable<{ key: string; modified: Date }> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && o.LastModified) yield { key: o.Key.slice(this.config.prefix.length), modified: o.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }
}
