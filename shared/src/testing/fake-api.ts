import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfigInput } from '../config';

export const TEST_RUNTIME_CONFIG: RuntimeConfigInput = {
  apiBaseUrl: 'http://api.leafbid.test',
  brandName: 'Leafbid',
  firebase: { apiKey: 'test-api-key', authDomain: 'leafbid.test', projectId: 'demo-leafbid' },
};

/** Installs TEST_RUNTIME_CONFIG (API at http://api.leafbid.test). */
export function installTestRuntimeConfig(overrides: Partial<RuntimeConfigInput> = {}): void {
  setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, ...overrides });
}

export interface FakeRequest {
  method: string;
  url: string;
  /** Path below the API base, e.g. `/products/p_1`. */
  path: string;
  /** `:name` segments of the matched route. */
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON body, or the FormData, or undefined. */
  body: unknown;
  init: RequestInit;
}

const REPLY = Symbol('leafbid.fakeReply');
const NETWORK_ERROR = Symbol('leafbid.fakeNetworkError');

export interface FakeReply {
  [REPLY]: true;
  status: number;
  body: unknown;
  statusText: string;
  /** Response headers beside its JSON Content-Type (a file's `Content-Disposition`, say). */
  headers?: Record<string, string>;
}

/**
 * An answer with a status: `reply(401, {error: 'User not authenticated'})`. Body `undefined` =
 * empty; `headers` are the response's (names case-insensitive), e.g. a CSV's Content-Type.
 */
export function reply(
  status: number,
  body?: unknown,
  statusText = '',
  headers: Record<string, string> = {},
): FakeReply {
  return { [REPLY]: true, status, body, statusText, headers };
}

/** fetch rejects with TypeError('Failed to fetch'), as a browser does offline. */
export function networkError(): { [NETWORK_ERROR]: true } {
  return { [NETWORK_ERROR]: true };
}

/** A JSON body answered with 200. */
export type FakeBody = { [key: string]: unknown } | string | number | boolean | null;
export type FakeAnswer = FakeReply | ReturnType<typeof networkError> | FakeBody;
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
/** A fixed answer (a plain value is a 200 JSON body), a function of the request, or a sequence (the last repeats). */
export type FakeRoute = FakeAnswer | FakeHandler | Array<FakeAnswer | FakeHandler>;

export interface FakeApi {
  /** Every call, in order (unmatched ones too: they answer 404). */
  readonly calls: FakeRequest[];
  /** Calls to one route key, e.g. `callsTo('POST /tasks')`. */
  callsTo(route: string): FakeRequest[];
  /** Add or replace a route. */
  on(route: string, answer: FakeRoute): void;
  /** Put the previous global fetch back. */
  restore(): void;
}

function fakeResponse(
  status: number,
  body: unknown,
  statusText: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = new Map([
    ['content-type', 'application/json'],
    ...Object.entries(extraHeaders).map(([name, value]): [string, string] => [
      name.toLowerCase(),
      value,
    ]),
  ]);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: {
      get: (name: string) => headers.get(name.toLowerCase()) ?? null,
      has: (name: string) => headers.has(name.toLowerCase()),
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text], { type: headers.get('content-type') }),
    clone: () => fakeResponse(status, body, statusText, extraHeaders),
  };
  return response as unknown as Response;
}

type AnswerCall = (
  url: string,
  init: RequestInit,
) => Promise<
  | { status: number; body: unknown; statusText: string; headers?: Record<string, string> }
  | 'network-error'
>;

/**
 * An XMLHttpRequest (multipart uploads with progress, `apiUpload`) answered by the same routes as
 * fetch: the call is recorded like a fetch call (body = the FormData); the upload reports half of
 * the body sent before the route answers and all of it after, then `onload` (or `onerror`).
 */
function fakeXmlHttpRequest(answerCall: AnswerCall) {
  return class FakeXMLHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onprogress: ((event: ProgressEvent) => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers[name] = value;
    }

    abort(): void {
      this.aborted = true;
      this.onabort?.();
    }

    send(body?: Document | XMLHttpRequestBodyInit | null): void {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      void (async () => {
        await Promise.resolve();
        progress(50);
        const answer = await answerCall(this.url, {
          method: this.method,
          headers: this.headers,
          body: body as BodyInit,
        });
        if (this.aborted) return;
        if (answer === 'network-error') {
          this.onerror?.();
          return;
        }
        progress(100);
        this.status = answer.status;
        this.statusText = answer.statusText;
        this.responseText =
          answer.body === undefined
            ? ''
            : typeof answer.body === 'string'
              ? answer.body
              : JSON.stringify(answer.body);
        this.onload?.();
      })();
    }
  };
}

function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

/**
 * Replaces `global.fetch` with a fake Product API. Routes are keyed `'METHOD /path/:param'`;
 * every call is recorded. Installs the test runtime config when none is loaded.
 */
export function installFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  try {
    getRuntimeConfig();
  } catch {
    installTestRuntimeConfig();
  }
  const table = new Map<string, FakeRoute>(Object.entries(routes));
  const served = new Map<string, number>();
  const calls: FakeRequest[] = [];
  const previous = globalThis.fetch;

  /** The route's answer to a call (recorded in `calls`): a status and body, or a network error. */
  const answerCall = async (url: string, init: RequestInit): ReturnType<AnswerCall> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://localhost');
    const basePath = new URL(getRuntimeConfig().apiBaseUrl, 'http://localhost').pathname.replace(
      /\/+$/,
      '',
    );
    const path =
      basePath && parsed.pathname.startsWith(basePath)
        ? parsed.pathname.slice(basePath.length) || '/'
        : parsed.pathname;
    const headers: Record<string, string> = {
      ...((init.headers as Record<string, string> | undefined) ?? {}),
    };
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body) as unknown;
      } catch {
        body = init.body;
      }
    }
    const request: FakeRequest = {
      method,
      url,
      path,
      params: {},
      query: Object.fromEntries(parsed.searchParams.entries()),
      headers,
      body,
      init,
    };
    calls.push(request);

    for (const [key, route] of table) {
      const [routeMethod, routePath = ''] = key.split(' ');
      const params = routeMethod === method ? matchRoute(routePath, path) : null;
      if (!params) continue;
      request.params = params;
      let step: FakeAnswer | FakeHandler | undefined;
      if (Array.isArray(route)) {
        const index = served.get(key) ?? 0;
        served.set(key, index + 1);
        step = route[Math.min(index, route.length - 1)];
      } else {
        step = route;
      }
      const answer: FakeAnswer | undefined =
        typeof step === 'function' ? await step(request) : step;
      if (answer && typeof answer === 'object' && NETWORK_ERROR in answer) return 'network-error';
      if (answer && typeof answer === 'object' && REPLY in answer) {
        const r = answer as FakeReply;
        return { status: r.status, body: r.body, statusText: r.statusText, headers: r.headers };
      }
      return { status: 200, body: answer, statusText: 'OK' };
    }
    return {
      status: 404,
      body: { error: `No fake route for ${method} ${path}` },
      statusText: 'Not Found',
    };
  };

  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await answerCall(url, init);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return fakeResponse(answer.status, answer.body, answer.statusText, answer.headers);
  };

  globalThis.fetch = fake as typeof fetch;
  const previousXhr = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = fakeXmlHttpRequest(answerCall) as unknown as typeof XMLHttpRequest;
  return {
    calls,
    callsTo: (route) => {
      const [method, path = ''] = route.split(' ');
      return calls.filter((c) => c.method === method && matchRoute(path, c.path) !== null);
    },
    on: (route, answer) => {
      table.set(route, answer);
      served.delete(route);
    },
    restore: () => {
      globalThis.fetch = previous;
      globalThis.XMLHttpRequest = previousXhr;
    },
  };
}
