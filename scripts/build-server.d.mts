// Types of build-server.mjs for the TypeScript that imports it (the server's test setup).
export declare const SERVER_MAIN: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function buildServer(): Promise<void>;
export declare function serverBuildStale(): boolean;
export declare function buildServerIfStale(): Promise<boolean>;
export declare function newestMtime(dir: string): number;
