/** The promises of the contract's links (how an answer feeds the next request); see conformance/PROMISES.md. */
import { type Rows, check, none } from './types.ts';

export const LINK_PROMISES: Rows = {
  '/components/links/SessionUser/description': [
    [
      "The answer's `token` is the session: it authorises this operation and every other that declares `bearerAuth`, sent as `Authorization: Bearer <token>`.",
      "a login's or a registration's token works as the bearer token",
      check('register').by(
        "a registration's token not stored (the new member's session answers 401)",
      ),
      "the kit signs in with the login's token for every protected operation; the register check tries the registration's on the protected read",
    ],
    [
      "A link's parameters cannot set that header, so `x-authorization` spells it, the token's place in the answer in braces.",
      'says how the link is written (the kit reads the token from where it names)',
      none,
    ],
  ],
  '/components/links/ArticleRead/description': [
    [
      "The answer's `id` names the article in the item path.",
      'the created (read, updated) article is at the item path of its id',
      check('stateful').by(
        'the create answer names an id the article is not stored under (its read answers 404)',
      ),
    ],
  ],
  '/components/links/ArticleUpdate/description': [
    [
      "The answer's `ETag` is the `If-Match` that updates or deletes this version of the article.",
      "an answer's ETag, sent as If-Match, matches that version",
      check('conditional_writes').by(
        'an ETag that If-Match does not match ("vN" answered, "N" compared)',
      ),
    ],
  ],
};
