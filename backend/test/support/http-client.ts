import http from 'node:http';

/** A JSON answer as tests read it: fields of unknown type, unless the call names the shape. */
export type JsonBody = Record<string, unknown>;

export interface Answer<T = JsonBody> {
  status: number;
  body: T;
  /** From sending the request to the end of the answer. */
  ms: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * A raw HTTP/1.1 client for an API process, with keep-alive connections (one agent, as many
 * sockets as requests in flight) and one session cookie: a member's browser, or a visitor's.
 * Network errors reject; every answer, 5xx included, resolves.
 */
export class HttpClient {
  cookie?: string;

  constructor(
    readonly baseUrl: string,
    private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity }),
    private readonly timeoutMs = 30_000,
  ) {}

  /** Another client (another browser) on the same connections. */
  another(): HttpClient {
    return new HttpClient(this.baseUrl, this.agent, this.timeoutMs);
  }

  get = <T = JsonBody>(path: string) => this.request<T>('GET', path);
  post = <T = JsonBody>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  patch = <T = JsonBody>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
  delete = <T = JsonBody>(path: string) => this.request<T>('DELETE', path);

  /** Signs in; the client keeps the session cookie. */
  async signIn(email: string, password: string): Promise<Answer> {
    const answer = await this.post('/api/login', { email, password });
    if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** A multipart form of text fields and files (through fetch, with the session cookie). */
  async sendForm<T = JsonBody>(
    method: string,
    path: string,
    fields: Record<string, string>,
    files: { field: string; name: string; data: Buffer }[] = [],
  ): Promise<Answer<T>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)]), file.name);
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      body: form,
      headers: this.cookie ? { cookie: this.cookie } : {},
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    const body = (res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text) as T;
    return { status: res.status, body, ms: performance.now() - started, headers: Object.fromEntries(res.headers) };
  }

  request<T = JsonBody>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
    if (this.cookie) headers.cookie = this.cookie;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(`${this.baseUrl}${path}`, { method, headers, agent: this.agent, timeout: this.timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const sid = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid='));
          if (sid) this.cookie = sid.split(';')[0];
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          if (res.headers['content-type']?.includes('json') && text) parsed = JSON.parse(text);
          resolve({ status: res.statusCode!, body: parsed as T, ms: performance.now() - started, headers: res.headers });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in ${this.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Closes the agent's idle connections. */
  close(): void {
    this.agent.destroy();
  }
}
