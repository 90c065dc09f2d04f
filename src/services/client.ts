/**
 * The one HTTP entry point of the web app.
 *
 * `api<T>(url, options)` calls umi max `request` (configured once in src/app.tsx:
 * Bearer token, Accept-Language, 10 s timeout, 401 refresh-and-retry) and returns
 * the envelope's `data`. Any failure becomes an `ApiError {code, status, message}`
 * whose message is the server's (already in the user's language) or a translated
 * generic message for its HTTP status, and whose `field` is the input the server blames
 * (error answers carry it next to code/message), so a form can show it on that input.
 */
import { request } from '@umijs/max';
import { message } from '@/lib/catalog';
import { getLanguage } from '@/lib/language';

/** Client-side codes for failures without a server answer. */
export const CLIENT_ERROR_CODE = {
  NETWORK: -1,
  TIMEOUT: -2,
  UNKNOWN: -3,
} as const;

export class ApiError extends Error {
  /** Envelope code (non-zero), or a CLIENT_ERROR_CODE when the server did not answer. */
  readonly code: number;
  /** HTTP status, 0 when there was no answer. */
  readonly status: number;
  /** The envelope's data on error answers (usually null). */
  readonly data: unknown;
  /** The offending input the server names (top-level `field` of the error answer, or `data.field`). */
  readonly field?: string;

  constructor(code: number, status: number, message: string, data: unknown = null, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
    if (field) this.field = field;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query string values. */
  params?: Record<string, unknown>;
  /** JSON body. */
  data?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
  /** Do not send the Bearer token. */
  skipAuth?: boolean;
  /** Do not try the 401 refresh-and-retry (used by the refresh call itself). */
  skipAuthRefresh?: boolean;
}

const t = (key: string) => message(getLanguage(), key);

/** Translated generic message for an HTTP status. */
export function messageForStatus(status: number): string {
  if (status === 400 || status === 422) return t('errors.validation');
  if (status === 401) return t('errors.unauthorized');
  if (status === 403) return t('errors.permissionDenied');
  if (status === 404) return t('errors.notFound');
  if (status === 409) return t('errors.alreadyExists');
  if (status === 429) return t('errors.tooManyRequests');
  if (status >= 500) return t('errors.serverError');
  if (status >= 400) return t('errors.clientError');
  return t('errors.unknown');
}

interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
  /** Error answers: the offending input (server/plugins/errors.ts). */
  field?: unknown;
}

/** The input an error answer blames: top-level `field`, else `data.field`. */
function fieldOf(body: Envelope): string | undefined {
  if (typeof body.field === 'string' && body.field) return body.field;
  const inData = (body.data as { field?: unknown } | null | undefined)?.field;
  return typeof inData === 'string' && inData ? inData : undefined;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

/** True when a numeric envelope code means success (200 or 0). */
export const isSuccessCode = (code: number) => code === 0 || code === 200;

/** Turns an answer body into data or an ApiError (exported for tests and mocks). */
export function unwrapEnvelope<T>(body: unknown, status = 200): T {
  if (!isEnvelope(body)) return body as T; // a few legacy paths answer as-is
  if (isSuccessCode(body.code)) return body.data as T;
  throw new ApiError(body.code, status, body.message || t('errors.apiError'), body.data ?? null, fieldOf(body));
}

/** Normalises anything thrown by `request` into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as {
    response?: { status?: number; data?: unknown };
    code?: string;
    message?: string;
    name?: string;
  };
  if (e?.response) {
    const status = e.response.status ?? 0;
    const body = e.response.data;
    if (isEnvelope(body) && !isSuccessCode(body.code)) {
      return new ApiError(body.code, status, body.message || messageForStatus(status), body.data ?? null, fieldOf(body));
    }
    return new ApiError(status || CLIENT_ERROR_CODE.UNKNOWN, status, messageForStatus(status));
  }
  if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT' || /timeout/i.test(e?.message ?? '')) {
    return new ApiError(CLIENT_ERROR_CODE.TIMEOUT, 0, t('errors.timeout'));
  }
  if (e?.name === 'CanceledError' || e?.code === 'ERR_CANCELED') {
    return new ApiError(CLIENT_ERROR_CODE.UNKNOWN, 0, t('errors.cancelled'));
  }
  if (e?.code === 'ERR_NETWORK' || /network/i.test(e?.message ?? '')) {
    return new ApiError(CLIENT_ERROR_CODE.NETWORK, 0, t('errors.network'));
  }
  return new ApiError(CLIENT_ERROR_CODE.UNKNOWN, 0, t('errors.unknown'));
}

/** Calls the API and returns the envelope's `data`; throws ApiError on any failure. */
export async function api<T>(url: string, options: ApiOptions = {}): Promise<T> {
  let response: { status: number; data: unknown };
  try {
    response = await request(url, { method: 'GET', ...options, getResponse: true });
  } catch (error) {
    throw toApiError(error);
  }
  return unwrapEnvelope<T>(response.data, response.status);
}
