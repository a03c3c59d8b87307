/** A request the fuzz sends, as the report prints it. */
export interface FuzzRequest {
  /** What it exercises, e.g. "ProductCreate(name)" or "GET /v1/images/:id". */
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** Text that only the server's internals write: SQL, driver messages, stacks, paths. */
const INTERNAL_TEXT: readonly [string, RegExp][] = [
  ['SQL', /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM) /],
  ['SQL', /\b(select|insert into|delete from) "/],
  ['database message', /relation "|syntax error at|violates .* constraint|invalid byte sequence/],
  ['Drizzle message', /Failed query|params: /],
  ['stack line', /\n? {4}at |\\n {4}at /],
  ['source path', /file:\/\/|\/node_modules\/|\/server\/[\w/]+\.ts|\.ts:\d+:\d+/],
];

export interface Failure {
  kind: string;
  detail: string;
}

/** What is wrong with an answer, or null: 5xx, an INTERNAL error, internal text. */
export function failureOf(status: number, text: string): Failure | null {
  if (status >= 500) return { kind: `HTTP ${status}`, detail: text.slice(0, 300) };
  const code = /"code":"(INTERNAL_SERVER_ERROR|INTERNAL)"/.exec(text)?.[1];
  if (code) return { kind: code, detail: text.slice(0, 300) };
  for (const [kind, pattern] of INTERNAL_TEXT) {
    const match = pattern.exec(text);
    if (match) {
      const at = Math.max(0, match.index - 80);
      return { kind: `internal text (${kind})`, detail: text.slice(at, at + 240) };
    }
  }
  return null;
}

/** What a log must never hold, whatever the request: values bound to a failed query. */
export function logLeakOf(line: string): string | null {
  if (/Failed query|params: /.test(line)) return 'a failed query with its values';
  if (/"(variables|query)":/.test(line)) return 'a GraphQL request body';
  return null;
}

const SHOWN_BODY = 1500;
const SHOWN_STRING = 60;
const SHOWN_QUERY = 600;

/** A JSON body with its long strings cut (their length said), or the text as it is. */
function shortened(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (key, value: unknown) =>
      typeof value === 'string' && value.length > (key === 'query' ? SHOWN_QUERY : SHOWN_STRING)
        ? `${value.slice(0, SHOWN_STRING)}…(${value.length} chars)`
        : value,
    );
  } catch {
    return text;
  }
}

/** The request as the report prints it: tokens replaced, long bodies cut. */
export function describeRequest(request: FuzzRequest): string {
  const headers = { ...request.headers };
  if (headers.authorization)
    headers.authorization = headers.authorization.replace(/\S+$/, '[token]');
  let body: string;
  if (request.body === undefined) body = '';
  else if (typeof request.body === 'string') body = shortened(request.body);
  else {
    body = [...request.body.entries()]
      .map(([name, value]) =>
        typeof value === 'string'
          ? `${name}=${shortened(value)}`
          : `${name}=<file ${value.size} bytes>`,
      )
      .join(' & ');
  }
  const shown =
    body.length > SHOWN_BODY ? `${body.slice(0, SHOWN_BODY)}… (${body.length} chars)` : body;
  return `${request.method} ${request.path} ${JSON.stringify(headers)}\n      ${shown}`;
}
