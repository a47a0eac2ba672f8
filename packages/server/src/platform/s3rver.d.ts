// The parts of s3rver 3.x the S3 file store tests use (the package ships no types).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3Event {
    Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[];
  }
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (e: S3Event) => void): this;
  }
}
