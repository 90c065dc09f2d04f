/**
 * A small `axios` on the browser's fetch, in place of axios itself (about 8 KB gzip on every
 * page): `.umirc.ts` points `axios` here. Only umi max's request runtime imports axios, and
 * it uses `axios.create(config)`, the instance's interceptors (`use`, `eject`) and
 * `instance.request(config)`; this file gives those with axios' behaviour where the site's
 * code can see it (src/services/client.ts, src/lib/authSession.ts):
 *  - request interceptors run last-added first, response interceptors in order, each a
 *    promise step with its error handler;
 *  - `params` go into the query string as axios writes them (null/undefined skipped,
 *    arrays as `key[]`, dates as ISO strings, objects as JSON); an object or array `data`
 *    is sent as JSON, a string or FormData as it is;
 *  - an answer outside 2xx rejects with `response` ({ status, data, headers }), `config`,
 *    and code ERR_BAD_REQUEST / ERR_BAD_RESPONSE; a JSON body is parsed, any other stays text;
 *  - `timeout` rejects with code ECONNABORTED, an aborted `signal` with a CanceledError
 *    (code ERR_CANCELED), no answer at all with code ERR_NETWORK ("Network Error").
 * tests/web/lib/fetchAxios.test.ts runs the same requests through this and through axios.
 */

type Headers = Record<string, string>;

export interface FetchAxiosConfig {
  url?: string;
  method?: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Headers;
  timeout?: number;
  signal?: AbortSignal;
  [key: string]: unknown;
}

export interface FetchAxiosResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: Headers;
  config: FetchAxiosConfig;
  request: null;
}

type Fulfilled<V> = ((value: V) => V | Promise<V>) | undefined | null;
type Rejected = ((error: never) => unknown) | undefined | null;

class Interceptors<V> {
  handlers: ({ fulfilled: Fulfilled<V>; rejected: Rejected } | null)[] = [];

  use(fulfilled?: Fulfilled<V>, rejected?: Rejected): number {
    this.handlers.push({ fulfilled, rejected });
    return this.handlers.length - 1;
  }

  eject(id: number): void {
    if (this.handlers[id]) this.handlers[id] = null;
  }
}

/** An error with axios' fields: code, config, response, isAxiosError. */
export class FetchAxiosError extends Error {
  readonly isAxiosError = true;

  constructor(
    message: string,
    readonly code: string,
    readonly config: FetchAxiosConfig,
    readonly response?: FetchAxiosResponse,
  ) {
    super(message);
    this.name = code === 'ERR_CANCELED' ? 'CanceledError' : 'AxiosError';
  }
}

/** encodeURIComponent, then the characters axios leaves readable in a query string. */
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');

/** The URL with `params` appended, as axios builds it. */
function buildUrl(url: string, params?: Record<string, unknown>): string {
  if (!params) return url;
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === null || raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    const name = Array.isArray(raw) ? `${key}[]` : key;
    for (const value of values) {
      const text =
        value instanceof Date ? value.toISOString() : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  if (!parts.length) return url;
  const bare = url.split('#')[0];
  return bare + (bare.includes('?') ? '&' : '?') + parts.join('&');
}

/** Body and content type of `data`, as axios sends them. */
function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) {
    delete headers['Content-Type'];
    return undefined;
  }
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    delete headers['Content-Type'];
    return data;
  }
  if (typeof data === 'string' || data instanceof URLSearchParams || data instanceof Blob || data instanceof ArrayBuffer) {
    if (typeof data === 'string' && !headers['Content-Type']) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return data as BodyInit;
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function dispatch(config: FetchAxiosConfig): Promise<FetchAxiosResponse> {
  const method = (config.method ?? 'get').toUpperCase();
  const headers: Headers = { Accept: 'application/json, text/plain, */*', ...(config.headers ?? {}) };
  const body = bodyOf(config.data, headers);
  const url = buildUrl(config.url ?? '', config.params);

  const controller = new AbortController();
  let reason: 'timeout' | 'cancel' | null = null;
  const cancel = () => {
    reason = 'cancel';
    controller.abort();
  };
  if (config.signal?.aborted) throw new FetchAxiosError('canceled', 'ERR_CANCELED', config);
  config.signal?.addEventListener('abort', cancel);
  const timer =
    config.timeout && config.timeout > 0
      ? setTimeout(() => {
          reason = 'timeout';
          controller.abort();
        }, config.timeout)
      : undefined;
  try {
    let answer: Response;
    let text: string;
    try {
      answer = await fetch(url, { method, headers, body, signal: controller.signal });
      text = await answer.text();
    } catch {
      if (reason === 'timeout') throw new FetchAxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
      if (reason === 'cancel') throw new FetchAxiosError('canceled', 'ERR_CANCELED', config);
      throw new FetchAxiosError('Network Error', 'ERR_NETWORK', config);
    }
    const responseHeaders: Headers = {};
    answer.headers.forEach((value, key) => {
      responseHeaders[key.toLowerCase()] = value;
    });
    const response: FetchAxiosResponse = {
      data: parse(text),
      status: answer.status,
      statusText: answer.statusText,
      headers: responseHeaders,
      config,
      request: null,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new FetchAxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
      config,
      response,
    );
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
}

export interface FetchAxiosInstance {
  defaults: FetchAxiosConfig;
  interceptors: { request: Interceptors<FetchAxiosConfig>; response: Interceptors<FetchAxiosResponse> };
  request<T = unknown>(config: FetchAxiosConfig): Promise<FetchAxiosResponse<T>>;
}

function create(defaults: FetchAxiosConfig = {}): FetchAxiosInstance {
  const interceptors = { request: new Interceptors<FetchAxiosConfig>(), response: new Interceptors<FetchAxiosResponse>() };
  return {
    defaults,
    interceptors,
    request(config) {
      const merged: FetchAxiosConfig = { ...defaults, ...config, headers: { ...(defaults.headers ?? {}), ...(config.headers ?? {}) } };
      let chain: Promise<unknown> = Promise.resolve(merged);
      // Request interceptors: the last added runs first (as axios).
      for (const step of [...interceptors.request.handlers].reverse()) {
        if (step) chain = chain.then(step.fulfilled as never, step.rejected as never);
      }
      chain = chain.then((c) => dispatch(c as FetchAxiosConfig));
      for (const step of interceptors.response.handlers) {
        if (step) chain = chain.then(step.fulfilled as never, step.rejected as never);
      }
      return chain as Promise<never>;
    },
  };
}

export default { create };
