/**
 * The contract guard: what the contract (openapi/openapi.yaml) asks of a
 * request before its handler runs. Bodies are JSON only; path and query
 * values are coerced to their types, integers only in canonical form; bodies
 * are validated strictly. Who may call what comes from common/api/operations.ts
 * (generated from the contract's x-roles): a secured operation needs a valid
 * token (401, before the body is read) of one of its roles (403 otherwise);
 * an operation without a request body ignores whatever body it is sent. A body
 * is held to its requestBody's limits: x-max-body-bytes (413 above), a
 * Content-Encoding other than identity refused (415) before a byte of it is
 * read, x-max-body-depth (400 deeper) checked on the raw bytes before JSON.parse.
 * Every API answer names the contract's version (API-Version).
 */
import fs from 'node:fs';
import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { LIMITS } from '../config.ts';
import { forbiddenMessage, HttpError, MESSAGES } from '../errors.ts';
import { jsonDepth } from '../json-depth.ts';
import type { Account } from '../users.ts';
import { CANONICAL_INTEGER } from '../../common/ids.ts';
import { accepts, isPublic } from '../../common/api/access.ts';
import { operationRules, type OperationRule } from '../operation-rules.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account behind the bearer token, on operations that require one. */
    user?: Account;
    token?: string;
  }
  interface FastifyInstance {
    /** The route options the contract asks of an operation (by operationId). */
    operationHooks: (operationId: string) => OperationRouteOptions;
  }
}

/** What a route's config carries for the JSON parser: its body's depth limit. */
interface BodyConfig {
  maxBodyDepth?: number;
}

/** The hooks and body limits of an operation's route. */
export interface OperationRouteOptions {
  onRequest: onRequestHookHandler[];
  preValidation: preValidationHookHandler[];
  /** x-max-body-bytes, for an operation that takes a body. */
  bodyLimit?: number;
  config: BodyConfig;
}

/** The parts of the contract the server reads itself (the rest goes to fastify-openapi-glue). */
export interface ContractDocument {
  info?: { version?: string | number };
  paths?: Record<string, Record<string, ContractOperation>>;
  security?: unknown[];
}
interface ContractOperation {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
}

export interface Contract {
  spec: ContractDocument;
  /** info.version: every API answer names it in API-Version. */
  apiVersion: string;
}

export function loadContract(specPath: string): Contract {
  const spec = parse(fs.readFileSync(specPath, 'utf8'), {
    maxAliasCount: -1,
  }) as ContractDocument;
  return { spec, apiVersion: String(spec.info?.version ?? '') };
}

/** The media types of the contract's answers that are not JSON (`application/pdf`). */
function answerOnlyMediaTypes(spec: ContractDocument): Set<string> {
  const types = new Set<string>();
  for (const item of Object.values(spec.paths ?? {}))
    for (const op of Object.values(item))
      for (const response of Object.values(op.responses ?? {}))
        for (const type of Object.keys((response as { content?: object }).content ?? {}))
          if (!/[/+]json$/.test(type)) types.add(type);
  return types;
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer[ ]+([^\s]+)\s*$/i.exec(h);
  return m ? m[1]! : null;
}

/** The properties of a params/querystring schema that are integers. */
function integerProperties(schema: object): string[] {
  const props = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(props)
    .filter(
      ([, p]) => p.type === 'integer' || (Array.isArray(p.type) && p.type.includes('integer')),
    )
    .map(([k]) => k);
}

/** Strict for bodies (no coercion, unknown fields rejected); path and query strings are coerced to their types. */
function validators() {
  const common = {
    strict: false,
    allErrors: false,
    useDefaults: false,
    removeAdditional: false,
  } as const;
  // verbose: a 400 for an image data URL names what is wrong with its bytes.
  const body = new Ajv2020({ ...common, coerceTypes: false, verbose: true });
  const params = new Ajv2020({ ...common, coerceTypes: true });
  addFormats(body);
  addFormats(params);
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    if (httpPart === 'body') return body.compile(schema);
    const validate = params.compile(schema);
    const integers = integerProperties(schema);
    if (!integers.length) return validate;
    // Ids and page numbers are written as canonical decimal integers: `01`, `+1`, `0x1`, `1 ` name nothing.
    const check = (data: Record<string, unknown> | undefined) => {
      for (const key of integers) {
        const raw = data?.[key];
        if (typeof raw === 'string' && !CANONICAL_INTEGER.test(raw)) {
          check.errors = [
            {
              instancePath: `/${key}`,
              schemaPath: '',
              keyword: 'type',
              params: { type: 'integer' },
            },
          ] as typeof validate.errors;
          return false;
        }
      }
      const ok = validate(data);
      check.errors = validate.errors;
      return ok;
    };
    check.errors = null as typeof validate.errors;
    return check;
  };
}

/**
 * An operation without a request body (logout, delete) ignores whatever body
 * it is sent, empty or not, with any content type: Fastify then does not
 * parse it, and Node discards it when the answer is sent.
 */
const ignoreBody: onRequestHookHandler = (req, _reply, done) => {
  const h = req.headers;
  if (h['content-type'] !== undefined || h['transfer-encoding'] !== undefined) {
    delete h['content-type'];
    delete h['transfer-encoding'];
    h['content-length'] = '0';
  }
  done();
};

/**
 * A request with no body at all (no Content-Type, nothing sent) to an operation that takes one:
 * the schema validation never sees it, so it is refused here like a body that is not an object.
 */
const bodyRequired: preValidationHookHandler = (req, _reply, done) => {
  done(req.body === undefined ? new HttpError(400, MESSAGES.bodyMissing) : undefined);
};

/**
 * A body is read as it is sent: one with a Content-Encoding other than identity (gzip, br,
 * deflate...) is refused before any of it is read, let alone inflated.
 */
const uncompressedOnly: onRequestHookHandler = (req, _reply, done) => {
  const coding = req.headers['content-encoding'];
  const plain = coding === undefined || /^[\s,]*(identity[\s,]*)*$/i.test(coding);
  done(plain ? undefined : new HttpError(415, MESSAGES.bodyCompressed));
};

function contractGuard(
  app: FastifyInstance,
  { contract }: { contract: Contract },
  done: (err?: Error) => void,
) {
  const { sessions } = app;
  // Only JSON bodies: anything else is answered with 400 (see the error mapping).
  app.removeContentTypeParser('text/plain');
  // The media types the contract only answers with (a PDF) are no request body either. A parser
  // that refuses them (415, answered as that 400) also tells fastify-openapi-glue, which looks for
  // a parser for every media type of the contract, answers included, that none is missing.
  for (const type of answerOnlyMediaTypes(contract.spec))
    app.addContentTypeParser(type, (_req, _body, done) =>
      done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined),
    );
  app.setValidatorCompiler(validators());
  // JSON bodies: their depth is read from the raw bytes before they are parsed, then Fastify's
  // own parser (which refuses __proto__ and constructor.prototype keys) parses them.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const limit = (req.routeOptions.config as BodyConfig).maxBodyDepth ?? LIMITS.bodyDepth;
    if (jsonDepth(body as Buffer, limit) > limit)
      return done(new HttpError(400, MESSAGES.bodyTooDeep(limit)), undefined);
    void parseJson(req, body as unknown as string, done);
  });

  const rules = operationRules(
    Object.values(contract.spec.paths ?? {}).flatMap((item) =>
      Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])),
    ),
  );
  app.addHook('onSend', (req, reply, _payload, done) => {
    if (/^\/api(?:[/?]|$)/.test(req.url)) reply.header('api-version', contract.apiVersion);
    done();
  });

  /** 401 before anything else (even before the body is read), then 403 for a role the operation does not accept. */
  const guard =
    (rule: OperationRule, operationId: string): onRequestHookHandler =>
    async (req) => {
      const token = bearer(req);
      const user = token ? await sessions.authenticate(token) : null;
      if (!user || !token) throw new HttpError(401, MESSAGES.unauthorized);
      if (!accepts(rule.access, user.role)) throw new HttpError(403, forbiddenMessage(operationId));
      req.user = user;
      req.token = token;
    };

  app.decorate('operationHooks', (operationId: string): OperationRouteOptions => {
    const rule = rules.get(operationId);
    const onRequest: onRequestHookHandler[] = [];
    if (rule && !rule.body) onRequest.push(ignoreBody);
    if (rule && !isPublic(rule.access)) onRequest.push(guard(rule, operationId));
    if (!rule?.body) return { onRequest, preValidation: [], config: {} };
    // After the token: an unauthorised caller learns nothing of the body's rules.
    onRequest.push(uncompressedOnly);
    return {
      onRequest,
      preValidation: [bodyRequired],
      bodyLimit: rule.body.maxBytes,
      config: { maxBodyDepth: rule.body.maxDepth },
    };
  });
  done();
}

export default fp(contractGuard, {
  name: 'contract-guard',
  fastify: '5.x',
  dependencies: ['sessions'],
});
