/**
 * The contract's examples, from common/api/contract-data.ts (generated from the contract by
 * `npm run api:generate`), so that the stories and unit tests never hand-copy fixtures.
 */
import type {
  Article,
  LoginResponse,
  Member,
  MemberBlogContent,
  OperationId,
  User,
} from '../common/api/types';
import { isPublic, operationAt, type OperationEntry } from '../common/api/access';
import { OPERATION_DETAILS, OPERATIONS } from '../common/api/operations';
import { EXAMPLES } from '../common/api/contract-data';
import type { OperationExamples } from '../common/api/details';

/** The examples of the operation at a contract path and method (`/articles/{id}`, `get`). */
function examplesAt(path: string, method: string): OperationExamples {
  const id = (Object.keys(OPERATIONS) as OperationId[]).find(
    (k) => OPERATIONS[k].path === path && OPERATIONS[k].method === method.toUpperCase(),
  );
  if (!id) throw new Error(`No operation ${method.toUpperCase()} ${path} in the contract`);
  return EXAMPLES[id];
}

/** The value of a named example of a response (or the first one). */
export function responseExample<T = unknown>(
  path: string,
  method: string,
  status: string,
  name?: string,
): T {
  const examples = examplesAt(path, method).responses[status]?.content['application/json'];
  if (!examples || !Object.keys(examples).length)
    throw new Error(`No examples for ${method.toUpperCase()} ${path} ${status}`);
  const key = name ?? Object.keys(examples)[0];
  const example = key ? examples[key] : undefined;
  if (!example)
    throw new Error(`No example "${name}" for ${method.toUpperCase()} ${path} ${status}`);
  return structuredClone(example.value) as T;
}

/** The first example of a response in a media type other than JSON (a PDF's text, say). */
export function mediaExample(path: string, method: string, status: string, type: string): string {
  const examples = examplesAt(path, method).responses[status]?.content[type];
  const first = examples ? Object.values(examples)[0] : undefined;
  if (typeof first?.value !== 'string')
    throw new Error(`No ${type} example for ${method.toUpperCase()} ${path} ${status}`);
  return first.value;
}

/** The value of a named example of a request body. */
export function requestExample<T = unknown>(path: string, method: string, name: string): T {
  const example = examplesAt(path, method).request[name];
  if (!example) throw new Error(`No request example "${name}" for ${method.toUpperCase()} ${path}`);
  return structuredClone(example.value) as T;
}

/** An operation of the contract: how it is reached and whether it needs a bearer token. */
export interface ContractOperation {
  id: OperationId;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** The contract's path, e.g. `/articles/{id}`. */
  path: string;
  /** Not public: the contract's x-roles name who may call it (common/api/operations.ts). */
  secured: boolean;
}

/**
 * Every operation of the contract (common/api/operations.ts, generated from it), paths without
 * parameters before those with them (so that `/articles/stats` is matched before `/articles/{id}`).
 */
export function contractOperations(): ContractOperation[] {
  return (Object.entries(OPERATIONS) as [OperationId, OperationEntry][])
    .sort(([, a], [, b]) => Number(a.path.includes('{')) - Number(b.path.includes('{')))
    .map(([id, op]) => ({
      id,
      method: op.method.toLowerCase() as ContractOperation['method'],
      path: op.path,
      secured: !isPublic(op),
    }));
}

/** The documented statuses of an operation (common/api/operations.ts). */
export function documentedStatuses(id: OperationId): readonly string[] {
  return OPERATION_DETAILS[id].statuses;
}

/** The operation a request to the API is for (`GET`, `/articles/3`), if the contract has one. */
export const operationOf = (method: string, path: string): OperationId | undefined =>
  operationAt(OPERATIONS, method, path);

export const fixtures = {
  articles: () => responseExample<Article[]>('/articles', 'get', '200', 'articles'),
  /**
   * `count` articles made from the examples, for lists long enough to page: the examples
   * repeat in order with new ids, and a repeat's title says which round it is ("(2)").
   */
  manyArticles: (count: number): Article[] => {
    const examples = responseExample<Article[]>('/articles', 'get', '200', 'articles');
    return Array.from({ length: count }, (_, i) => {
      const example = structuredClone(examples[i % examples.length]!);
      const round = Math.floor(i / examples.length);
      return {
        ...example,
        id: i + 1,
        title: round ? `${example.title} (${round + 1})` : example.title,
      };
    });
  },
  adminLogin: () => responseExample<LoginResponse>('/login', 'post', '200', 'admin'),
  memberLogin: () => responseExample<LoginResponse>('/login', 'post', '200', 'member'),
  /** The contract's answer to a registration: the new member, signed in. */
  registered: () => responseExample<LoginResponse>('/register', 'post', '201', 'newMember'),
  adminUser: () => responseExample<User>('/user', 'get', '200', 'admin'),
  memberUser: () => responseExample<User>('/user', 'get', '200', 'member'),
  loginCredentials: (name: 'admin' | 'member' | 'wrongPassword') =>
    requestExample<{ email: string; password: string }>('/login', 'post', name),
  /** The contract's example PDF (GET /documents/{name}), as bytes. */
  documentPdf: () =>
    Uint8Array.from(mediaExample('/documents/{name}', 'get', '200', 'application/pdf'), (c) =>
      c.charCodeAt(0),
    ),
  /** The contract's member accounts (GET /members), as the admin sees them. */
  members: () => responseExample<Member[]>('/members', 'get', '200', 'members'),
  memberBlogContent: () =>
    responseExample<MemberBlogContent>('/blog/{id}/members', 'get', '200', 'sample'),
  /** DELETE /user's body: the member's password (`confirm`) or a wrong one (`wrongPassword`). */
  deleteAccountBody: (name: 'confirm' | 'wrongPassword') =>
    requestExample<{ password: string }>('/user', 'delete', name),
  wrongPasswordMessage: () => responseExample<{ message: string }>('/login', 'post', '401').message,
  errorMessage: (path: string, method: string, status: string) =>
    responseExample<{ message: string }>(path, method, status).message,
};
