/**
 * Reads an OpenAPI 3.x contract at run time and turns it into what the kit needs:
 * the operations (with their parameters, bodies, responses and security), JSON
 * Schema validators built with Ajv (formats on), and the resources the stateful
 * checks exercise. Nothing about the shapes is hard-coded: a contract that gains
 * a status, a parameter or a field is picked up on the next run.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isObject } from './util.ts';
import { describedBodyLimit, requestBodyTerms, type BodyLimitsSpec } from './body-limits.ts';
import { accessOf, isPublic, type ReadAccess } from '../common/api/access.ts';
import { embeddedContract } from './embedded-contract.ts';
import {
  bodyPointer,
  headerName,
  linkParameter,
  parseLinks,
  targets,
  type LinkSpec,
} from './links.ts';
import { CONTRACT_ID, formatErrors, normaliseSchema, pointer, type Schema } from './json-schema.ts';

export { normaliseSchema, type Schema } from './json-schema.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A contract field meant as text: the string, or '' when it is absent or not a string. */
const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  example?: unknown;
}

export interface MediaType {
  schema?: Schema;
  examples: { name: string; value: unknown }[];
}

export interface ResponseSpec {
  description: string; // as the contract words it
  /** media type (lower-case, no parameters) → its schema */
  content: Record<string, MediaType>;
  /** the documented response headers (lower-case names, `$ref`s resolved; no Content-Type) */
  headers: Record<string, HeaderSpec>;
  /** its OpenAPI links: how the answer feeds the next request (conformance/links.ts) */
  links: LinkSpec[];
}

export interface HeaderSpec {
  /** the name as the contract spells it */
  name: string;
  required: boolean;
  schema?: Schema;
}

export interface Operation {
  /** e.g. `POST /articles` */
  key: string;
  /** e.g. `POST /articles (createArticle)` */
  label: string;
  method: HttpMethod;
  path: string;
  operationId?: string;
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> } & BodyLimitsSpec;
  responses: Record<string, ResponseSpec>;
  /**
   * Who may call it: the contract's `x-roles` and `x-same-for-every-caller`, read as the site
   * reads them (common/api/access.ts); inferred from `security` and a documented 403 when the
   * contract has no such extensions.
   */
  access: ReadAccess;
  /** a token is required (the operation is not public) */
  protected: boolean;
  description: string;
}

/**
 * The role of the member account the kit signs in with (`--member`): the contract's `Role` for
 * members. An operation whose `x-roles` leave it out answers that account 403.
 */
export const MEMBER_ROLE = 'user';

/** A collection with create/read/update/delete operations, found from the paths. */
export interface Resource {
  collectionPath: string;
  itemPath: string;
  idParam: string;
  list?: Operation;
  create: Operation;
  read?: Operation;
  update?: Operation;
  remove?: Operation;
  /**
   * Where the created item's id is in the create's answer (a JSON pointer), read from the
   * create's link to the read (`idLink`: its name); without one, `/<idParam>` or `/id`.
   */
  idPointer?: string;
  idLink?: string;
  /**
   * The answer header whose value is the `If-Match` of an update or delete (lower case), read
   * from the read's link to them (`versionLink`); without one, `etag`.
   */
  versionHeader: string;
  versionLink?: string;
}

export interface Contract {
  file: string;
  doc: Schema;
  operations: Operation[];
  resources: Resource[];
  /** Largest request body the API description allows, in bytes (an operation's: its `maxBytes`). */
  bodyLimitBytes?: number;
  /** validates `value` against `schema` (a schema taken from this contract) */
  validate(schema: Schema, value: unknown): { valid: boolean; errors: string[] };
  /** follows `$ref`s (local ones) until a concrete schema/object */
  deref<T = Schema>(node: unknown): T;
  find(pred: (op: Operation) => boolean): Operation | undefined;
}

/** The contract bundled with the kit (`openapi/openapi.yaml` next to `conformance/`). */
export function defaultContractPath(): string {
  return embeddedContract() ?? fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
}

/**
 * The contract of a file, read once per text: a process that runs the kit many times (the kit's
 * own tests, a script) parses and compiles it once. A `Contract` is never changed once made.
 */
export function loadContract(file = defaultContractPath()): Contract {
  const text = fs.readFileSync(file, 'utf8');
  const key = `${file}\n${text}`;
  let contract = loaded.get(key);
  if (!contract) {
    contract = readContract(file, text);
    // A few texts at most (a process that rewrites its contract file keeps the newest).
    if (loaded.size >= 4) loaded.delete(loaded.keys().next().value!);
    loaded.set(key, contract);
  }
  return contract;
}

const loaded = new Map<string, Contract>();

function readContract(file: string, text: string): Contract {
  const doc = (
    file.endsWith('.json') ? JSON.parse(text) : parse(text, { maxAliasCount: -1 })
  ) as Schema;
  if (!isObject(doc) || typeof doc.openapi !== 'string' || !isObject(doc.paths)) {
    throw new Error(`${file} is not an OpenAPI 3 document`);
  }

  const deref = <T>(node: unknown): T => {
    let current = node;
    for (let i = 0; i < 50 && isObject(current) && typeof current.$ref === 'string'; i++) {
      current = pointer(doc, current.$ref);
    }
    return current as T;
  };

  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    validateSchema: false,
  });
  addFormats(ajv);
  // The whole document is registered, so a normalised `$ref` into it resolves.
  const normalisedComponents = normaliseSchema(
    isObject(doc.components) ? { schemas: doc.components.schemas ?? {} } : {},
  );
  ajv.addSchema({ $id: CONTRACT_ID, components: normalisedComponents }, CONTRACT_ID);
  const cache = new WeakMap<object, ValidateFunction>();
  const validate = (schema: Schema, value: unknown) => {
    let fn = cache.get(schema);
    if (!fn) {
      fn = ajv.compile(normaliseSchema(schema) as Schema);
      cache.set(schema, fn);
    }
    const valid = fn(value);
    return { valid, errors: valid ? [] : formatErrors(fn.errors) };
  };

  const mediaTypes = (content: unknown): Record<string, MediaType> => {
    const out: Record<string, MediaType> = {};
    if (!isObject(content)) return out;
    for (const [type, raw] of Object.entries(content)) {
      const media = deref<Schema>(raw);
      const examples: MediaType['examples'] = [];
      if (isObject(media.examples)) {
        for (const [name, ex] of Object.entries(media.examples)) {
          const resolved = deref<Schema>(ex);
          if (resolved && 'value' in resolved) examples.push({ name, value: resolved.value });
        }
      } else if (media.example !== undefined) {
        examples.push({ name: 'example', value: media.example });
      }
      out[type.toLowerCase()] = {
        schema: isObject(media.schema) ? media.schema : undefined,
        examples,
      };
    }
    return out;
  };

  const headerSpecs = (headers: unknown): Record<string, HeaderSpec> => {
    const out: Record<string, HeaderSpec> = {};
    if (!isObject(headers)) return out;
    for (const [name, raw] of Object.entries(headers)) {
      // A documented Content-Type is ignored (OpenAPI): content_type_conformance judges it.
      if (name.toLowerCase() === 'content-type') continue;
      const header = deref<Schema>(raw);
      const schema = deref<unknown>(header.schema);
      out[name.toLowerCase()] = {
        name,
        required: header.required === true,
        schema: isObject(header.schema) && isObject(schema) ? header.schema : undefined,
      };
    }
    return out;
  };

  const bodyLimitBytes = describedBodyLimit(isObject(doc.info) ? textOf(doc.info.description) : '');
  const globalSecurity = Array.isArray(doc.security) ? doc.security : [];
  const operations: Operation[] = [];
  for (const [p, rawItem] of Object.entries(doc.paths)) {
    const item = deref<Schema>(rawItem);
    const shared: unknown[] = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const params = new Map<string, Parameter>();
      const own: unknown[] = Array.isArray(op.parameters) ? op.parameters : [];
      for (const raw of [...shared, ...own]) {
        const prm = deref<Schema>(raw);
        const where = prm.in as Parameter['in'];
        params.set(`${where}:${String(prm.name)}`, {
          name: String(prm.name),
          in: where,
          required: prm.required === true || where === 'path',
          schema: isObject(prm.schema) ? prm.schema : {},
          example: prm.example ?? (isObject(prm.schema) ? prm.schema.example : undefined),
        });
      }
      const responses: Record<string, ResponseSpec> = {};
      for (const [status, raw] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        const response = deref<Schema>(raw);
        responses[status.toUpperCase()] = {
          description: typeof response.description === 'string' ? response.description : '',
          content: mediaTypes(response.content),
          headers: headerSpecs(response.headers),
          links: parseLinks(response.links, deref),
        };
      }
      const body = op.requestBody ? deref<Schema>(op.requestBody) : undefined;
      const access = accessOf(op, method, globalSecurity);
      const key = `${method.toUpperCase()} ${p}`;
      operations.push({
        key,
        label: typeof op.operationId === 'string' ? `${key} (${op.operationId})` : key,
        method,
        path: p,
        operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
        parameters: [...params.values()],
        requestBody: body
          ? { ...requestBodyTerms(body, bodyLimitBytes), content: mediaTypes(body.content) }
          : undefined,
        responses,
        access,
        protected: !isPublic(access),
        description: `${textOf(op.summary)} ${textOf(op.description)}`.trim(),
      });
    }
  }

  const resources: Resource[] = [];
  for (const create of operations.filter((o) => o.method === 'post' && o.requestBody)) {
    const itemPath = Object.keys(doc.paths).find((p) =>
      new RegExp(`^${escapeRegExp(create.path)}/\\{[^/}]+\\}$`).test(p),
    );
    if (!itemPath) continue;
    const success = Object.entries(create.responses).find(([s]) => /^2/.test(s));
    if (!success) continue;
    const idParam = /\{([^}]+)\}$/.exec(itemPath)?.[1] ?? 'id';
    const at = (method: HttpMethod, p: string) =>
      operations.find((o) => o.method === method && o.path === p);
    const read = at('get', itemPath);
    const update = at('put', itemPath) ?? at('patch', itemPath);
    const remove = at('delete', itemPath);
    const linksOf = (op: Operation | undefined) =>
      Object.entries(op?.responses ?? {})
        .filter(([s]) => /^2/.test(s))
        .flatMap(([, r]) => r.links);
    // The create's link to the read (else to the update or delete) names the id's place.
    const idLink = [read, update, remove]
      .flatMap((to) => (to ? linksOf(create).filter((l) => targets(l, to)) : []))
      .find((l) => bodyPointer(linkParameter(l, 'path', idParam)) !== undefined);
    // The read's link to the update (else the delete) names the header its If-Match takes.
    const versionLink = [update, remove]
      .flatMap((to) => (to ? linksOf(read).filter((l) => targets(l, to)) : []))
      .find((l) => headerName(linkParameter(l, 'header', 'If-Match')) !== undefined);
    resources.push({
      collectionPath: create.path,
      itemPath,
      idParam,
      create,
      list: at('get', create.path),
      read,
      update,
      remove,
      ...(idLink
        ? { idPointer: bodyPointer(linkParameter(idLink, 'path', idParam)), idLink: idLink.name }
        : {}),
      versionHeader: versionLink
        ? headerName(linkParameter(versionLink, 'header', 'If-Match'))!
        : 'etag',
      ...(versionLink ? { versionLink: versionLink.name } : {}),
    });
  }

  return {
    file,
    doc,
    operations,
    resources,
    bodyLimitBytes,
    validate,
    deref,
    find: (pred) => operations.find(pred),
  };
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The documented response for a status: exact (`404`), range (`4XX`) or `default`. */
export function documentedResponse(op: Operation, status: number): ResponseSpec | undefined {
  return (
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.DEFAULT
  );
}

/** Statuses the operation documents in a class (e.g. 2 → ['200', '201']). */
export function documentedStatuses(op: Operation, klass?: number): number[] {
  return Object.keys(op.responses)
    .filter((s) => /^\d{3}$/.test(s))
    .map(Number)
    .filter((s) => klass === undefined || Math.floor(s / 100) === klass);
}

export function jsonMediaType(content: Record<string, MediaType>): [string, MediaType] | undefined {
  return Object.entries(content).find(([t]) => isJsonType(t));
}

export function isJsonType(type: string): boolean {
  return type === 'application/json' || /\+json$/.test(type) || type === '*/*';
}
