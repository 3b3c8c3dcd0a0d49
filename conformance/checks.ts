/**
 * The checks, declared once (name, scope, description), and the ones that
 * judge a single answer against the contract; the others need requests of
 * their own and live in conformance/checks/.
 */
import {
  documentedResponse,
  documentedStatuses,
  isJsonType,
  type Contract,
  type ResponseSpec,
  type Schema,
  type Operation,
} from './contract.ts';
import type { ResponseRecord } from './http.ts';

/**
 * How a check judges: `answer`, every answer on its own (whatever sent the
 * request); `operation`, the generated and edge-case inputs of each operation;
 * `sequence`, a sequence of requests of its own.
 */
type Scope = 'answer' | 'operation' | 'sequence';

/** Every check, once, in the order the reports list them. */
const DECLARED = [
  {
    name: 'not_a_server_error',
    scope: 'answer',
    description: 'no 5xx (and always an answer) for any request',
  },
  {
    name: 'status_code_conformance',
    scope: 'answer',
    description: 'every status is one the contract documents for the operation',
  },
  {
    name: 'content_type_conformance',
    scope: 'answer',
    description: 'the Content-Type is present and documented for that status',
  },
  {
    name: 'response_schema_conformance',
    scope: 'answer',
    description: 'every body validates against its schema in the contract',
  },
  {
    name: 'response_headers_conformance',
    scope: 'answer',
    description:
      'every response header the contract documents for the status is present when required, and its value validates against its schema',
  },
  {
    name: 'documented_messages',
    scope: 'answer',
    description:
      "where the contract fixes a message (a `const` or `enum` of the body's message), the answer carries exactly it",
  },
  {
    name: 'negative_data_rejection',
    scope: 'operation',
    description:
      "invalid bodies and parameters get a documented 4xx (a body past its operation's stated limits: the status the contract names for it)",
  },
  {
    name: 'positive_data_acceptance',
    scope: 'operation',
    description: 'valid bodies and parameters are accepted (2xx)',
  },
  {
    name: 'auth',
    scope: 'sequence',
    description:
      'missing, malformed, expired or revoked tokens get 401; members get 403 on writes; a token survives a failed request',
  },
  {
    name: 'stateful',
    scope: 'sequence',
    description: 'create, read, update, list and delete agree with each other',
  },
  { name: 'logout', scope: 'sequence', description: 'after logout the same token gets 401' },
  {
    name: 'members_content',
    scope: 'sequence',
    description:
      "what every signed-in user may read gets 401 without a token, the member's token gets it (a documented content type, a PDF that starts with %PDF-, an attachment named as the path names it), and a path that names nothing gets 404",
  },
  {
    name: 'member_accounts',
    scope: 'sequence',
    description:
      "the admin's list of accounts is oldest first, X-Total-Count counts them all and a page is that slice; setting the member's plan answers it, the member's own profile then says it, setting it again answers the same, a plan the contract does not name gets 400 and changes nothing, an unknown id gets 404 (the plan is set back)",
  },
  {
    name: 'register',
    scope: 'sequence',
    description:
      'a new account (a unique email per run) gets 201 and a token that works, role user and membership basic; the same email again gets 409 with a message; invalid bodies get 400',
  },
  {
    name: 'normalisation',
    scope: 'sequence',
    description:
      'what the contract stores normalised is answered so: an email registered in mixed case is answered lower-cased by register, GET /user and login, and logs in in any case; a name is answered without the white space around it',
  },
  {
    name: 'delete_account',
    scope: 'sequence',
    description:
      "the account the register check made is deleted through the contract's operation: a body without the password gets 400 naming the field; a wrong password gets 403 and the token still works; the password deletes it (2xx), after which both of its sessions get 401 and its password no longer logs in; where the kit's admin is the server's only admin, its own deletion gets 409 and the account stays (token, listing, login)",
  },
  {
    name: 'conditional_writes',
    scope: 'sequence',
    description:
      'reads name a strong ETag; a write with the current If-Match, `*` or a list holding it succeeds; a stale, weak or malformed If-Match, or a list of stale tags, gets 412 with the item as it is now and writes nothing; one over maxLength gets a documented 4xx; one without If-Match still succeeds',
  },
  {
    name: 'conditional_reads',
    scope: 'sequence',
    description:
      'If-None-Match with the current ETag (strong or weak, in a list, or `*`) gets 304 with no body and the ETag; a stale or malformed one gets 200 with the item; one over maxLength a documented 4xx; after an update the old tag gets 200 with the item as it is now',
  },
  {
    name: 'article_versions',
    scope: 'sequence',
    description:
      'a new article has version 1 and each update one more; every answer with one article names it in an ETag that is its version in double quotes; the list and reading the article agree on it; of two updates sent at the same time with one If-Match, one succeeds and the other gets 412',
  },
  {
    name: 'path_parameter_patterns',
    scope: 'sequence',
    description:
      'a path parameter outside its pattern (or an id that is no canonical decimal): capitals, `..`, percent-encoded bytes, a trailing slash, get a documented 4xx, never the resource',
  },
  {
    name: 'same_for_every_caller',
    scope: 'sequence',
    description:
      "an operation marked x-same-for-every-caller answers the same request alike with no token, the admin's, the member's and an unknown one: same status, same body",
  },
  {
    name: 'listing',
    scope: 'sequence',
    description:
      'the list is newest first (an article without a date by the day it was created), paging keeps its bounds, search results match q, category filters, X-Total-Count agrees with the pages, the summary view and statistics agree with the list',
  },
  {
    name: 'across_operations',
    scope: 'sequence',
    description:
      "a filter means the same in every operation that takes it (the list's items, its count header and the statistics agree), and with more items stored than the largest page, the list without limit holds as many items as its count header says",
  },
  {
    name: 'read_after_write',
    scope: 'sequence',
    description:
      'after a create and each update the item is read back and found in the list: every field, sent or not, is what the write stored (a field the body leaves out is empty, never kept from before), and the item sent back as it was answered (an image as its path) is accepted and stays the same',
  },
  {
    name: 'boundaries',
    scope: 'sequence',
    description:
      "every length, count and range a request body or query parameter states, and every pattern, tried at the edge: the last value accepted gets a 2xx, the first refused gets the operation's documented 400 (or a documented 4xx) with a message naming the field",
  },
] as const satisfies readonly { name: string; scope: Scope; description: string }[];

export type CheckName = (typeof DECLARED)[number]['name'];

const namesOf = (scopes: Scope[]): readonly CheckName[] =>
  DECLARED.filter((c) => scopes.includes(c.scope)).map((c) => c.name);

export const CHECKS: readonly CheckName[] = DECLARED.map((c) => c.name);

/**
 * The checks a check's sequence relies on: conditional writes need updates that are stored, the
 * versions need both. When a check it assumes fails on the same resource, its findings are most
 * likely the same mistake seen again, and the report lists them under that finding.
 */
export const ASSUMES: Partial<Record<CheckName, readonly CheckName[]>> = {
  conditional_writes: ['stateful'],
  conditional_reads: ['stateful', 'conditional_writes'],
  article_versions: ['stateful', 'conditional_writes'],
  listing: ['stateful'],
  read_after_write: ['stateful'],
};

export const CHECK_DESCRIPTIONS = Object.fromEntries(
  DECLARED.map((c) => [c.name, c.description]),
) as Record<CheckName, string>;

/** The checks every answer goes through (`responseViolations`). */
export const ANSWER_CHECKS = namesOf(['answer']);

/** The checks the per-operation runs serve: the answer checks and the data checks. */
export const OPERATION_CHECKS = namesOf(['answer', 'operation']);

export interface Violation {
  check: CheckName;
  message: string;
  /** the field, header or status the violation is about, and its expected and actual values */
  field?: string;
  expected?: string;
  actual?: string;
}

export function mediaType(header: string | null): string | null {
  if (!header) return null;
  return header.split(';')[0]?.trim().toLowerCase() || null;
}

/** The response-level checks every request goes through. */
export function responseViolations(
  contract: Contract,
  op: Operation,
  res: ResponseRecord,
): Violation[] {
  const out: Violation[] = [];
  if (res.error) {
    out.push({ check: 'not_a_server_error', message: `no answer: ${res.error}` });
    return out;
  }
  if (res.status >= 500)
    out.push({ check: 'not_a_server_error', message: `answered ${res.status}` });
  const spec = documentedResponse(op, res.status);
  if (!spec) {
    out.push({
      check: 'status_code_conformance',
      message: `answered ${res.status}, which the contract does not document for ${op.key} (documented: ${documentedStatuses(op).join(', ') || Object.keys(op.responses).join(', ')})`,
    });
    return out;
  }
  out.push(...headerViolations(contract, res, spec));
  const type = mediaType(res.contentType);
  const documentedTypes = Object.keys(spec.content);
  const hasBody = res.text.length > 0;
  if (!documentedTypes.length) {
    if (hasBody)
      out.push({
        check: 'content_type_conformance',
        message: `answered ${res.status} with a body (${type ?? 'no Content-Type'}), but the contract documents no content for it`,
      });
    return out;
  }
  if (!type) {
    out.push({
      check: 'content_type_conformance',
      message: `answered ${res.status} without a Content-Type (documented: ${documentedTypes.join(', ')})`,
    });
    return out;
  }
  const match = documentedTypes.find(
    (t) => t === type || t === '*/*' || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))),
  );
  if (!match) {
    out.push({
      check: 'content_type_conformance',
      message: `answered ${res.status} with Content-Type ${type}; the contract documents ${documentedTypes.join(', ')}`,
    });
    return out;
  }
  const schema = spec.content[match]?.schema;
  if (schema && isJsonType(match)) {
    if (res.jsonError !== undefined || res.json === undefined) {
      out.push({
        check: 'response_schema_conformance',
        message: `answered ${res.status} with a body that is not JSON${res.jsonError ? ` (${res.jsonError})` : ''}`,
      });
      return out;
    }
    const result = contract.validate(schema, res.json);
    // A message other than the one the contract fixes is documented_messages' finding alone.
    const fixed = result.errors.filter((e) => FIXED_MESSAGE_ERROR.test(e));
    const other = result.errors.filter((e) => !FIXED_MESSAGE_ERROR.test(e));
    if (fixed.length)
      out.push({
        check: 'documented_messages',
        message: `the ${res.status} body's message ${JSON.stringify(messageOf(res.json))} is not the one the contract fixes: ${fixed.join('; ')}`,
      });
    if (other.length) {
      const distinct = [...new Set(other)];
      out.push({
        check: 'response_schema_conformance',
        message: `the ${res.status} body does not match its schema: ${distinct.slice(0, 5).join('; ')}`,
        ...schemaField(distinct[0]!, res.json),
      });
    }
  }
  return out;
}

/** A JSON pointer's field, without the array indices: `/0/sections/1/images` → `sections.images`. */
const fieldOf = (pointer: string): string =>
  pointer
    .split('/')
    .filter((p) => p && !/^\d+$/.test(p))
    .join('.');

/** The value at a JSON pointer of a body. */
function valueAt(body: unknown, pointer: string): unknown {
  let v = body;
  for (const p of pointer.split('/').filter(Boolean))
    v = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[p] : undefined;
  return v;
}

/** The field, expected and actual value of a schema error (as the contract formats it). */
function schemaField(
  error: string,
  body: unknown,
): Pick<Violation, 'field' | 'expected' | 'actual'> {
  const required = /^(\S+) must have required property '([^']+)'/.exec(error);
  if (required) {
    const at = required[1] === '(root)' ? '' : required[1]!;
    return {
      field: [fieldOf(at), required[2]].filter(Boolean).join('.'),
      expected: 'present (required)',
      actual: 'missing',
    };
  }
  const extra = /^(\S*) is not in the schema/.exec(error);
  if (extra)
    return { field: fieldOf(extra[1]!), expected: 'absent (not in the schema)', actual: 'present' };
  const other = /^(\/\S*) (.*)$/.exec(error);
  if (other) {
    const value = JSON.stringify(valueAt(body, other[1]!)) ?? 'nothing';
    return {
      field: fieldOf(other[1]!) || '(body)',
      expected: `a value that ${other[2]!.replace(/^must /, 'is ')}`,
      actual: value.length > 80 ? `${value.slice(0, 80)}…` : value,
    };
  }
  return { field: '(body)', expected: 'a body that matches the schema', actual: error };
}

/** An Ajv error (as the contract formats it) saying a body's `message` is not its const or enum. */
const FIXED_MESSAGE_ERROR =
  /^\/message must be (equal to constant|equal to one of the allowed values)/;

const messageOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;

/**
 * A header's text as the value its schema describes: header values are strings, so a number,
 * an integer or a boolean is read from its text (`8` → 8) when the text spells one exactly;
 * otherwise the text is kept, and the schema's type refuses it.
 */
function headerValue(contract: Contract, schema: Schema, text: string): unknown {
  const resolved = contract.deref<Schema>(schema);
  const types = ([] as unknown[]).concat(resolved.type ?? []);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text))
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** `response_headers_conformance`: the headers documented for this answer's status. */
function headerViolations(
  contract: Contract,
  res: ResponseRecord,
  spec: ResponseSpec,
): Violation[] {
  const out: Violation[] = [];
  for (const [key, header] of Object.entries(spec.headers ?? {})) {
    const text = res.headers[key];
    if (text === undefined) {
      if (header.required)
        out.push({
          check: 'response_headers_conformance',
          message: `answered ${res.status} without the ${header.name} header, which the contract requires for it`,
        });
      continue;
    }
    if (!header.schema) continue;
    const result = contract.validate(header.schema, headerValue(contract, header.schema, text));
    if (!result.valid)
      out.push({
        check: 'response_headers_conformance',
        message: `answered ${res.status} with ${header.name}: ${JSON.stringify(text)}, which does not match its schema: ${result.errors.slice(0, 3).join('; ')}`,
      });
  }
  return out;
}
