// The parts of tar-stream 2.x this module uses (the package ships no types).
declare module 'tar-stream' {
  import type { Readable, Writable } from 'node:stream';

  export interface Headers {
    name: string;
    size?: number;
    mode?: number;
    mtime?: Date;
    type?: string;
  }
  export interface Pack extends Readable {
    entry(header: Headers, callback?: (err?: Error | null) => void): Writable;
    entry(header: Headers, buffer: Buffer | string, callback?: (err?: Error | null) => void): Writable;
    finalize(): void;
  }
  export interface Extract extends Writable {
    on(event: 'entry', listener: (header: Headers, stream: Readable, next: (err?: Error) => void) => void): this;
    on(event: string, listener: (...args: any[]) => void): this;
  }
  export function pack(): Pack;
  export function extract(): Extract;
}
