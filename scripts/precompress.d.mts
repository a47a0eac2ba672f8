// Types of precompress.mjs for the TypeScript that imports it (the server's static-serving test).
export declare function brotliBytes(data: Buffer): Promise<Buffer>;
export declare function gzipBytes(data: Buffer): Promise<Buffer>;
export declare function precompress(dir: string): Promise<{ file: string; bytes: number; br: number; gzip: number }[]>;
