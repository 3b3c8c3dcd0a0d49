/**
 * Names for the types generated from the contract (schema.d.ts, written by
 * `npm run api:generate`). The site, the reference server and the mocks all
 * import these, so a change to the contract breaks compilation wherever it matters.
 */
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Role = Schemas['Role'];
export type Membership = Schemas['Membership'];
export type Member = Schemas['Member'];
export type MembershipInput = Schemas['MembershipInput'];
export type LoginRequest = Schemas['LoginRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
/** DELETE /user's body: the password that confirms the deletion. */
export type DeleteAccountRequest = Schemas['DeleteAccountRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type Article = Schemas['Article'];
export type Tag = Schemas['Tag'];
export type Section = Schemas['Section'];
export type ArticleInput = Schemas['ArticleInput'];
export type SectionInput = Schemas['SectionInput'];
/** An article without its sections, as lists show it (GET /articles?view=summary). */
export type ArticleSummary = Schemas['ArticleSummary'];
/** What a list of cards may hold: summaries, or whole articles from a server that ignores `view`. */
export type ArticleListItem = Article | ArticleSummary;
export type ArticleStats = Schemas['ArticleStats'];
/** The members' section of a blog post (GET /blog/{id}/members). */
export type MemberBlogContent = Schemas['MemberBlogContent'];

/** The query parameters of an operation, as the contract declares them. */
export type QueryOf<Op extends keyof operations> = NonNullable<
  operations[Op]['parameters']['query']
>;
/** The path parameters of an operation. */
export type PathOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>;
/** GET /articles's query: limit, offset, q, category, view. */
export type ListArticlesQuery = QueryOf<'listArticles'>;

/** Every operation of the contract, by its operationId. */
export type OperationId = keyof operations;

/** The JSON body an operation answers with for one status. */
export type ResponseBody<
  Op extends OperationId,
  Status extends keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends { content: { 'application/json': infer B } }
  ? B
  : never;

/** The JSON body an operation takes, or never when it takes none. */
export type RequestBody<Op extends OperationId> = operations[Op]['requestBody'] extends
  { content: { 'application/json': infer B } } | undefined
  ? B
  : never;
