/**
 * The API: one handler for every operation of the contract, mounted by
 * fastify-openapi-glue under /api with the contract's paths and schemas and
 * the contract guard's hooks; before them, the rendered reference and the
 * contract itself (/api/docs, /api/openapi.yaml).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { API_PREFIX } from '../config.ts';
import { chooseEncoding } from '../file-cache.ts';
import { HttpError, MESSAGES } from '../errors.ts';
import { registerApiDocs } from '../api-docs.ts';
import { membersContent } from '../members-content.ts';
import { listMembers, setMembership } from '../members.ts';
import { PRIVATE_NO_STORE } from './security-headers.ts';
import type { Contract } from './contract.ts';
import type { ArticleAnswer, WriteOutcome } from '../articles.ts';
import { etagOf } from '../article-rows.ts';
import { conditionTooLong, ifNoneMatchMatches } from '../../common/etag.ts';
import type {
  OperationId,
  PathOf,
  QueryOf,
  RequestBody,
  ResponseBody,
} from '../../common/api/types.ts';

/** A handler of one operation: its body, path and query as the contract types them. */
type Handler<Op extends OperationId> = (
  req: FastifyRequest<{
    Body: RequestBody<Op>;
    Params: PathOf<Op>;
    Querystring: QueryOf<Op>;
  }>,
  reply: FastifyReply,
) => Promise<unknown>;

const jsonHeaders = (reply: FastifyReply, status: number) =>
  reply.code(status).header('content-type', 'application/json; charset=utf-8');

function sendJson(reply: FastifyReply, status: number, json: string | Buffer) {
  return jsonHeaders(reply, status).send(json);
}

/**
 * How a heavy read is prepared for this request: in the encoding the client prefers (the file
 * is compressed once, for every request that shares it), and given up when the client goes
 * away before its answer is sent.
 */
function heavy(req: FastifyRequest, reply: FastifyReply) {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new Error('the client went away'));
  });
  return { encoding: chooseEncoding(req.headers['accept-encoding']), signal: gone.signal };
}

/** An answer with one article: its JSON, and its version as a strong ETag. */
function sendArticle(reply: FastifyReply, status: number, article: ArticleAnswer) {
  return sendJson(reply.header('etag', etagOf(article.version)), status, article.body);
}

/** The answer of a conditional write that did not happen: 404, or 412 with the article as it is now. */
function refused(reply: FastifyReply, outcome: Exclude<WriteOutcome, { status: 'done' }>) {
  if (outcome.status === 'missing') throw new HttpError(404, MESSAGES.articleNotFound);
  return sendArticle(reply, 412, outcome.article);
}

/** Whether If-None-Match names this version (weak comparison: `W/"3"` and `"3"` both do), or is `*`. */
const notModified = (header: string | undefined, version: number): boolean =>
  ifNoneMatchMatches(header, etagOf(version));

/** An If-Match or If-None-Match longer than the contract allows is refused like any invalid parameter. */
function checkConditionLength(req: FastifyRequest): void {
  for (const [name, header] of [
    ['if-match', 'If-Match'],
    ['if-none-match', 'If-None-Match'],
  ] as const)
    if (conditionTooLong(req.headers[name]))
      throw new HttpError(400, MESSAGES.conditionTooLong(header));
}

export interface ApiRoutesOptions {
  contract: Contract;
  /** The contract file, served as written and rendered at /api/docs. */
  specPath: string;
}

async function apiRoutes(app: FastifyInstance, { contract, specPath }: ApiRoutesOptions) {
  const { articles, sessions } = app;
  const members = membersContent();

  /** One handler for every operation of the contract: a new operation fails to compile until it has one. */
  const handlers: { [Op in OperationId]: Handler<Op> } = {
    async login(req, reply): Promise<ResponseBody<'login', 200>> {
      const { setCookie, ...answer } = await app.login(req.body, {
        ip: req.ip,
        cookie: req.headers.cookie,
        secure: req.protocol === 'https',
      });
      void reply.header('set-cookie', setCookie);
      return answer;
    },
    async register(req, reply): Promise<ResponseBody<'register', 201>> {
      const { setCookie, ...answer } = await app.registerAccount(req.body, {
        ip: req.ip,
        secure: req.protocol === 'https',
      });
      void reply.code(201).header('set-cookie', setCookie);
      return answer;
    },
    getCurrentUser(req): Promise<ResponseBody<'getCurrentUser', 200>> {
      const { name, email, role, membership } = req.user!;
      return Promise.resolve({ name, email, role, membership });
    },
    async deleteCurrentUser(req, reply) {
      const { setCookie } = await app.deleteAccount(req.user!, req.body, {
        ip: req.ip,
        secure: req.protocol === 'https',
      });
      return reply.code(204).header('set-cookie', setCookie).send();
    },
    async logout(req, reply) {
      await sessions.revoke(req.token!);
      return reply.code(204).send();
    },
    async listArticles(req, reply) {
      // A large answer, paged or not, is prepared in a file and sent at the client's pace (server/spool.ts).
      const { body, spooled, total } = await articles.listBounded(req.query, heavy(req, reply));
      reply.header('x-total-count', String(total));
      if (!spooled) return sendJson(reply, 200, body!);
      return articles.large.spool.send(jsonHeaders(reply, 200), spooled);
    },
    async getArticleStats(req, reply) {
      return sendJson(reply, 200, await articles.stats(req.query));
    },
    async getArticle(req, reply) {
      checkConditionLength(req);
      const answer = await articles.read(req.params.id, heavy(req, reply));
      if (answer === null) throw new HttpError(404, MESSAGES.articleNotFound);
      if (notModified(req.headers['if-none-match'], answer.version)) {
        if (answer.spooled) articles.large.spool.release(answer.spooled);
        return reply.code(304).header('etag', etagOf(answer.version)).send();
      }
      if (!answer.spooled) return sendArticle(reply, 200, answer);
      // A large article is sent from its file at the client's pace, holding no slot of the read gate.
      const withTag = reply.header('etag', etagOf(answer.version));
      return articles.large.spool.send(jsonHeaders(withTag, 200), answer.spooled);
    },
    async createArticle(req, reply) {
      return sendArticle(reply, 201, await articles.create(req.body));
    },
    async updateArticle(req, reply) {
      checkConditionLength(req);
      const outcome = await articles.update(req.params.id, req.body, req.headers['if-match']);
      if (outcome.status !== 'done') return refused(reply, outcome);
      return sendArticle(reply, 200, outcome.article!);
    },
    async deleteArticle(req, reply) {
      checkConditionLength(req);
      const outcome = await articles.remove(req.params.id, req.headers['if-match']);
      if (outcome.status !== 'done') return refused(reply, outcome);
      return reply.code(204).send();
    },
    async listMembers(req, reply) {
      const { members: page, total } = await listMembers(app.db, req.query);
      reply.header('x-total-count', String(total)).header('cache-control', PRIVATE_NO_STORE);
      return page;
    },
    async setMemberMembership(req, reply) {
      const member = await setMembership(app.db, req.params.id, req.body.membership);
      if (!member) throw new HttpError(404, MESSAGES.memberNotFound);
      void reply.header('cache-control', PRIVATE_NO_STORE);
      return member;
    },
    async getDocument(req, reply) {
      const doc = await members.document(req.params.name);
      if (!doc) throw new HttpError(404, MESSAGES.documentNotFound);
      return reply
        .code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${doc.fileName}"`)
        .header('cache-control', PRIVATE_NO_STORE)
        .send(doc.bytes);
    },
    async getMemberBlogContent(req, reply) {
      const html = await members.blogSection(req.params.id);
      if (html === null) throw new HttpError(404, MESSAGES.memberContentNotFound);
      const body: ResponseBody<'getMemberBlogContent', 200> = { postId: req.params.id, html };
      return sendJson(reply.header('cache-control', PRIVATE_NO_STORE), 200, JSON.stringify(body));
    },
  };

  // The rendered reference and the contract itself, before the contract's routes.
  registerApiDocs(app, specPath);

  await app.register(openapiGlue, {
    specification: contract.spec,
    prefix: API_PREFIX,
    // Partial route options (handler + hooks); the plugin adds method, url and schemas from the contract.
    operationResolver: ((operationId: string) => {
      const handler = Object.hasOwn(handlers, operationId)
        ? handlers[operationId as OperationId]
        : undefined;
      if (!handler) throw new Error(`No handler for operation ${operationId}`);
      const { onRequest, preValidation, bodyLimit, config } = app.operationHooks(operationId);
      return {
        handler,
        config,
        ...(bodyLimit ? { bodyLimit } : {}),
        ...(onRequest.length ? { onRequest } : {}),
        ...(preValidation.length ? { preValidation } : {}),
      };
    }) as never,
  });
}

export default fp(apiRoutes, {
  name: 'api-routes',
  fastify: '5.x',
  dependencies: ['database', 'sessions', 'contract-guard'],
});
