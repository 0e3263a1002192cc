import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config/app-config.js';
import { assertSafeKey, keyUnder, type FileStorage } from './file-storage.js';

/** Files never change under their generated keys: browsers and CDNs may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** How long one call, retries included, may take before it fails. */
const TIMEOUT_MS = 30_000;

/** What S3 answered: the status, the error code of an XML error body, and the body. */
interface Answer {
  status: number;
  code?: string;
  body: Buffer;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2...), served from the public URL. Requests
 * are signed (SigV4) by aws4fetch, which retries answers 5xx and 429. The bucket must exist and
 * allow public reads; ensureBucket creates it.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;

  constructor(private readonly settings: S3Settings) {
    const { accessKeyId, secretAccessKey, region } = settings;
    this.client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3', retries: 3 });
    const endpoint = new URL(settings.endpoint);
    if (!settings.forcePathStyle) endpoint.hostname = `${settings.bucket}.${endpoint.hostname}`;
    const base = endpoint.href.replace(/\/+$/, '');
    this.bucketUrl = settings.forcePathStyle ? `${base}/${settings.bucket}` : base;
  }

  /** One signed request about the key (or the bucket); throws unless the answer is 2xx or accepted. */
  private async send(
    method: string,
    key: string | undefined,
    init: RequestInit = {},
    accept: (answer: Answer) => boolean = () => false,
  ): Promise<Answer> {
    const url = key === undefined ? this.bucketUrl : `${this.bucketUrl}/${key}`;
    const what = `S3 ${method} ${url}`;
    let response: Response;
    let body: Buffer;
    try {
      response = await this.client.fetch(url, { ...init, method, signal: AbortSignal.timeout(TIMEOUT_MS) });
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new Error(`${what} failed: ${(error as Error).message}`, { cause: error });
    }
    const code = response.ok ? undefined : /<Code>([^<]+)<\/Code>/.exec(body.toString())?.[1];
    const answer = { status: response.status, code, body };
    if (!response.ok && !accept(answer)) throw new Error(`${what} failed: ${response.status}${code ? ` ${code}` : ''}`);
    return answer;
  }

  /** Uploads in one request: S3 shows the object only once all of it arrived and matched its hash. */
  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.send('PUT', key, {
      body: data,
      headers: {
        'Content-Type': contentType,
        'Content-Length': String(data.length),
        'Cache-Control': CACHE_CONTROL,
        'X-Amz-Content-Sha256': createHash('sha256').update(data).digest('hex'),
      },
    });
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertSafeKey(key);
    const answer = await this.send('GET', key, {}, ({ status }) => status === 404);
    return answer.status === 404 ? undefined : answer.body;
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    const answer = await this.send('HEAD', key, {}, ({ status }) => status === 404);
    return answer.status !== 404;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.send('DELETE', key, {}, ({ status }) => status === 404);
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.settings.publicUrl}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return keyUnder(this.settings.publicUrl, url);
  }

  /**
   * Creates the bucket unless it exists already (development and tests). Public reads of its
   * objects are the bucket policy's business, set where the bucket is provisioned.
   */
  async ensureBucket(): Promise<void> {
    const { region } = this.settings;
    const body =
      region === 'us-east-1'
        ? undefined
        : `<CreateBucketConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><LocationConstraint>${region}</LocationConstraint></CreateBucketConfiguration>`;
    await this.send('PUT', undefined, { body }, ({ code }) => code === 'BucketAlreadyOwnedByYou' || code === 'BucketAlreadyExists');
  }
}
