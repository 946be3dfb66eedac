/**
 * A small HTTP client for API tests: JSON in and out, and a cookie jar holding the session cookie, so a test
 * reads like what a browser does. By default it sends the headers a same-origin browser request would.
 */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** A second client with the same cookies, e.g. to replay a session after logout. */
  clone(): ApiClient {
    const copy = new ApiClient(this.baseUrl);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('__Host-sid');
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      origin: this.baseUrl,
      'sec-fetch-site': 'same-origin',
      ...options.headers,
    };
    // An empty value removes a default header (e.g. to act as a script that sends no Origin).
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1).trim());
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('GET', path, { headers });
  post = <T = any>(path: string, json?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, { json, headers });
  put = <T = any>(path: string, json?: unknown) => this.request<T>('PUT', path, { json });
  patch = <T = any>(path: string, json?: unknown) => this.request<T>('PATCH', path, { json });
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);

  /**
   * POSTs a new resource and answers what the API created. Anything but a 201 throws with the API's answer, so a
   * test stops at the creation that went wrong rather than at a later step that reads an error body as a resource.
   */
  async create<T = any>(path: string, json: unknown): Promise<T> {
    const res = await this.post<T>(path, json);
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${res.text}`);
    return res.body;
  }
}
