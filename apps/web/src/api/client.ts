import {
  type ErrorDetail,
  fillPath,
  type NamedRoute,
  type NoInput,
  pathParamNames,
  type RouteInput,
  type RouteOutput,
} from '@parca/contract';
import { clearSession, getToken } from '../auth/session';
import { msg } from '../messages';
import { paths } from '../paths';
import type { ClientRoute } from './clientRoute';
import { takeEarlyResponse } from './earlyData';

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
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Query string values; undefined and null are left out. */
type QueryValues = Record<string, string | number | boolean | null | undefined>;

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== paths.pattern.login)
    window.location.assign(paths.login());
};

/** The app wires this to the router so a 401 navigates without a page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const writeListeners = new Set<() => void>();

/** Called after every write the server accepted (any method but GET), e.g. to read the activity log afresh. */
export function onWriteAccepted(listener: () => void): void {
  writeListeners.add(listener);
}

const writeAccepted = (method: string) => {
  if (method !== 'GET') for (const listener of writeListeners) listener();
};

/** docs/architecture.md#client-calls: calls taking an id, guid, productId, variantId, stockId or image fail early when it is missing. */
export function requireParam<T>(value: T, name: string, operation: string): asserts value is NonNullable<T> {
  if (value === null || value === undefined) throw new Error(msg.errors.requiredParam(name, operation));
}

/** `/api` + the route's path + the query, leaving out empty values. */
export function buildUrl(path: string, query?: QueryValues): string {
  const url = `/api${path}`;
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

/** One request to the API: JSON in and out, the bearer token from localStorage. */
async function request(method: string, url: string, body: unknown, options: RequestOptions): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res =
      (method === 'GET' ? await takeEarlyResponse(url) : undefined) ??
      (await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: options.signal,
      }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR');
  }

  const data = await readBody(res);
  if (res.ok) return data;
  throw failure(res.status, data, options);
}

/** The ApiError of an error answer; a 401 (unless suppressed) also ends the session. */
function failure(status: number, data: unknown, options: RequestOptions): ApiError {
  const errBody = isErrorBody(data) ? data : {};
  const error = new ApiError(
    status,
    typeof errBody.code === 'string' ? errBody.code : `HTTP_${status}`,
    typeof errBody.message === 'string' ? errBody.message : undefined,
    Array.isArray(errBody.details) ? (errBody.details as ErrorDetail[]) : [],
  );
  if (status === 401 && !options.suppressErrors) {
    clearSession();
    onUnauthorized();
  }
  return error;
}

function routeUrl(route: ClientRoute, input: { params?: Record<string, unknown>; query?: QueryValues } = {}) {
  for (const name of pathParamNames(route.path)) requireParam(input.params?.[name], name, route.operation);
  return buildUrl(fillPath(route.path, input.params), input.query);
}

/** A file the server makes (an export, a template): its bytes and the name its Content-Disposition gives. */
export async function fetchFile(
  route: ClientRoute,
  input: { params?: Record<string, unknown>; query?: QueryValues } = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(routeUrl(route, input), { method: route.method, headers });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR');
  }
  if (!res.ok) throw failure(res.status, await readBody(res), {});
  const disposition = res.headers.get('content-disposition') ?? '';
  return { blob: await res.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

/**
 * A multipart upload through XMLHttpRequest, whose `upload.onprogress` tells how much of the file has left (fetch
 * cannot); the answer is read as `request` reads one.
 */
export function uploadForm<R extends NamedRoute>(
  route: ClientRoute<R>,
  input: { params?: Record<string, unknown>; query?: QueryValues },
  form: FormData,
  onProgress?: (sent: number, total: number) => void,
): Promise<RouteOutput<R>> {
  const url = routeUrl(route, input);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const checked = import.meta.env.DEV ? checkContractAnswer(route, data) : Promise.resolve();
        checked.then(() => {
          writeAccepted(route.method);
          resolve(data as RouteOutput<R>);
        }, reject);
      } else reject(failure(xhr.status, data, {}));
    };
    xhr.send(form);
  });
}

type CallArgs<R extends NamedRoute> =
  NoInput<R> extends true
    ? [input?: RouteInput<R>, options?: RequestOptions]
    : [input: RouteInput<R>, options?: RequestOptions];

/**
 * Calls a route of the contract's table: the path, method and types come from its one declaration. A missing id (or
 * guid, productId, variantId, stockId, image) fails before any request with the seed's message.
 */
export async function call<R extends NamedRoute>(
  route: ClientRoute<R>,
  ...[input, options = {}]: CallArgs<R>
): Promise<RouteOutput<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryValues;
    body?: unknown;
  };
  for (const name of pathParamNames(route.path)) requireParam(params?.[name], name, route.operation);
  if (body && typeof body === 'object' && !(typeof FormData !== 'undefined' && body instanceof FormData)) {
    for (const name of route.requiredBody) requireParam((body as Record<string, unknown>)[name], name, route.operation);
  }
  const url = buildUrl(fillPath(route.path, params), query);
  const answer = await request(route.method, url, body, options);
  if (import.meta.env.DEV) await checkContractAnswer(route, answer);
  writeAccepted(route.method);
  return answer as RouteOutput<R>;
}

/**
 * In development and in the unit tests every answer is checked against the route's schema, so a server and a client
 * that drift apart fail loudly where someone is looking. The production build trusts the server, whose serializer
 * checks each JSON answer against the same schema before it leaves (the model page's bytes are checked by its test),
 * and leaves the contract's schemas out of the browser's download (docs/architecture.md#the-clients-route-table): the
 * contract's route of `route` is loaded when first needed, in development and tests only.
 */
async function checkContractAnswer(route: ClientRoute, answer: unknown): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { routeTable } = await import('@parca/contract');
  const area = routeTable[route.area as keyof typeof routeTable] as Record<string, NamedRoute>;
  checkAnswer(area[route.operation], answer);
}

export function checkAnswer(route: NamedRoute, answer: unknown): void {
  if (!route.response || answer === undefined) return;
  const result = route.response.safeParse(answer);
  if (!result.success) {
    throw new Error(`${route.area}.${route.operation}: the answer does not match its schema: ${result.error.message}`);
  }
}

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
