import type { ErrorDetail } from '@parca/contract';
import { clearSession, getToken } from '../auth/session';
import { msg } from '../messages';

/** An error answer of the API (`{ message, code, details? }`), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  /** The server's own `message` field, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, code: string, serverMessage?: string, details: ErrorDetail[] = []) {
    super(serverMessage || msg.errors.byStatus[status] || (status === 0 ? msg.errors.network : msg.errors.generic));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.serverMessage = serverMessage || undefined;
  }
}

export interface RequestOptions {
  /** Skip the global handling (a 401 then neither clears the session nor leaves the page). The error is still thrown. */
  suppressErrors?: boolean;
  /** Query string parameters; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app wires this to the router so a 401 navigates without a page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Seed §5: calls taking an id, guid, productId, variantId, stockId or image fail early when it is missing. */
export function requireParam<T>(value: T, name: string, operation: string): asserts value is NonNullable<T> {
  if (value === null || value === undefined) throw new Error(msg.errors.requiredParam(name, operation));
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith('/api/') || path === '/api' ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isErrorBody(body: unknown): body is { message?: unknown; code?: unknown; details?: unknown } {
  return typeof body === 'object' && body !== null;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

/** One call to the API: JSON in and out, the bearer token from localStorage. */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR');
  }

  const data = await readBody(res);
  if (res.ok) return data as T;

  const errBody = isErrorBody(data) ? data : {};
  const error = new ApiError(
    res.status,
    typeof errBody.code === 'string' ? errBody.code : `HTTP_${res.status}`,
    typeof errBody.message === 'string' ? errBody.message : undefined,
    Array.isArray(errBody.details) ? (errBody.details as ErrorDetail[]) : [],
  );
  if (res.status === 401 && !options.suppressErrors) {
    clearSession();
    onUnauthorized();
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** The message to show for any thrown value: the server's message, else the error's, else the fallback. */
export function errorMessage(err: unknown, fallback: string = msg.errors.generic): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  if (typeof err === 'object' && err !== null) {
    // other client shapes carry the server body under `error` or `response.data`
    const e = err as { error?: { message?: unknown }; response?: { data?: { message?: unknown } }; message?: unknown };
    if (typeof e.error?.message === 'string' && e.error.message) return e.error.message;
    if (typeof e.response?.data?.message === 'string' && e.response.data.message) return e.response.data.message;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return fallback;
}
