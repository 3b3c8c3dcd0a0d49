/**
 * The contract's promises, every one: the sentences of its prose that promise
 * something a client can observe, each covered by the schema or a check of the
 * kit, and the sentences that only look like promises, each with its reason.
 * conformance/test/promises.test.ts keeps the list complete and true, and
 * conformance/PROMISES.md is written from it (`render.ts`).
 */
import { COMPONENT_PROMISES } from './components.ts';
import { INFO_PROMISES } from './info.ts';
import { LINK_PROMISES } from './links.ts';
import { MEMBER_ACCOUNT_PROMISES } from './member-accounts.ts';
import { ACCOUNT_PATH_PROMISES } from './paths-accounts.ts';
import { PATH_PROMISES } from './paths.ts';
import { RESPONSE_PROMISES } from './responses.ts';
import { SCHEMA_PROMISES } from './schemas.ts';
import { entriesOf, type PromiseEntry } from './types.ts';

export const PROMISES: PromiseEntry[] = [
  INFO_PROMISES,
  ACCOUNT_PATH_PROMISES,
  PATH_PROMISES,
  COMPONENT_PROMISES,
  RESPONSE_PROMISES,
  SCHEMA_PROMISES,
  MEMBER_ACCOUNT_PROMISES,
  LINK_PROMISES,
].flatMap(entriesOf);
