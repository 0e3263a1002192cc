/** The part of s3rver (a local S3-compatible server that publishes no types) the tests use. */
declare module 's3rver' {
  export interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    /** Where buckets and objects are kept. */
    directory?: string;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Starts listening; answers the address actually bound. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
