/** The promises of the shared responses and the security scheme; see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const RESPONSE_PROMISES: Rows = {
  '/components/responses/ArticleChanged/description': [
    [
      'Precondition failed: the article is no longer at the version named in `If-Match` (someone else saved or changed it).',
      '412: the article is no longer at the version named',
      check('conditional_writes').by('If-Match ignored (a stale version overwrites and deletes)'),
    ],
    [
      'Nothing was written.',
      'after 412 nothing was written',
      check('conditional_writes').by('If-Match ignored (a stale version overwrites and deletes)'),
    ],
    [
      'The body is the article as it is now, and `ETag` names its version: show it to the editor, and send that `ETag` to overwrite it deliberately.',
      'a 412 answers the article as it is now with its ETag',
      check('conditional_writes').by(
        'a 412 answered without the article (an empty body)',
        'the 412 of a refused delete answering another title than the article has',
        "the 412 of a refused delete naming a version past the article's",
      ),
    ],
  ],
  '/components/responses/BadRequest/description': [
    [
      'The article body is not valid, or (on an update) `If-Match` is longer than 200 characters; the message names the field or the header.',
      'a 400 for an article body names the field, or the header',
      check('boundaries').by(
        'a 400 to an invalid article body that names no field ("Data tidak valid.")',
      ),
      'the kit checks the name in the 400s to its invalid parameters and headers; for a body field, that the 400 is documented and its message fixed where the schema fixes it',
    ],
  ],
  '/components/responses/ConditionTooLong/description': [
    [
      '`If-Match` or `If-None-Match` is longer than 200 characters; the message names the header.',
      'a 400 for an over-long condition names the header',
      check('conditional_reads').by(
        'an over-long If-None-Match refused with a message that names no header',
        'an over-long If-None-Match answered 404, as if the article were missing',
      ),
      'conditional_writes holds the If-Match side of updates and deletes to 400 too',
    ],
    [
      'Nothing was read or written.',
      'an over-long condition reads and writes nothing',
      check('conditional_writes').by(
        'an over-long If-Match read (no length limit, the current tag found)',
      ),
      'the RFC 9110 cases (weak tags, *, lists, malformed and over-long values) are the extension being added to conditional_writes',
    ],
  ],
  '/components/responses/LoginBadRequest/description': [
    [
      'The login body is not valid; the message names the field.',
      'a 400 for a login body names the field',
      check('boundaries').by(
        'a 400 to an invalid login body that names no field ("Data tidak valid.")',
        'a login with an email of 254 characters refused with 400 (not read as wrong credentials)',
      ),
      'the kit checks the name in the 400s to its invalid parameters; for a login body field, that the 400 is documented with its message',
    ],
  ],
  '/components/responses/QueryBadRequest/description': [
    [
      'A query parameter is not valid; the message names it.',
      'a 400 for a query parameter names it',
      check('documented_messages').by('a 400 for a query parameter naming the body'),
    ],
  ],
  '/components/responses/Unauthorized/description': [
    [
      'The bearer token is missing, invalid, expired or revoked.',
      'a missing, invalid, expired or revoked token is answered 401',
      check('auth').by(
        'auth not enforced (no token acts as the admin)',
        'logout accepting any token (204 where the token is unknown)',
      ),
    ],
  ],
  '/components/responses/Forbidden/description': [
    [
      "The user's role may not do this (only admins write articles and manage the member accounts).",
      "a member's write, or a member's call on the member accounts, is answered 403",
      check('auth').by('a member allowed to write (member token swapped for the admin one)'),
    ],
    [
      'The message says which: `forbidden` for the articles, `accounts` for the member accounts (`GET /members`, `PUT /members/{id}/membership`).',
      "a 403 names what the member may not do: the articles' message or the accounts'",
      check('auth').by("the member accounts refused to a member with the articles' message"),
      "the auth check holds the member's 403s of the articles and of the accounts to different messages",
    ],
  ],
  '/components/responses/PayloadTooLarge/description': [
    [
      "The body is larger than its operation's `x-max-body-bytes` (10 MiB).",
      'an article body over 10 MiB is answered 413, and an image over 2 MiB in a smaller body is not',
      check('negative_data_rejection').by(
        'an article body over 10 MiB stored (its white space dropped)',
        'an image over 2 MiB answered 413 (the size limit of a body applied to a field)',
      ),
      'the kit sends a body one byte past the limit and expects 413 exactly',
    ],
  ],
  '/components/responses/AccountPayloadTooLarge/description': [
    [
      'The body is larger than 8 KiB (8192 bytes).',
      'a login, registration or account deletion over 8192 bytes is answered 413',
      check('negative_data_rejection').by(
        'a login over its 8 KiB limit refused with 415, the status of a compressed body',
      ),
      'negative_data_rejection sends a valid login body padded past 8192 bytes and expects 413 exactly; the register and delete_account checks do the same on their operations',
    ],
  ],
  '/components/responses/UnsupportedContentEncoding/description': [
    [
      'Nothing was read from it, nor written; send the body uncompressed.',
      'a compressed body writes nothing',
      check('register').by('a compressed registration inflated and read (201 instead of 415)'),
      'the registration sent compressed (415) is then sent as is and gets 201: the first wrote nothing',
    ],
    [
      'The body was sent compressed: with a `Content-Encoding` other than `identity`.',
      "names the cause; the info's sentence about compressed bodies holds the promise",
      none,
    ],
  ],
  '/components/responses/TooManyRequests/description': [
    [
      "The limits never let one client lock an account for everyone else (the reference server's defaults, configurable):",
      "the reference server's login limits, configurable: no fixed figure for other servers",
      none,
    ],
    [
      'failed logins per account from one client (its address, or a device that has logged in to that account before): 5 per 15 minutes;',
      "a figure of the reference server's configurable login limits",
      none,
    ],
    [
      'failed logins from one client address, whatever the account: 20 per 15 minutes;',
      "a figure of the reference server's configurable login limits",
      none,
    ],
    [
      'failed logins per account from clients it does not know, all together: 100 per 15 minutes.',
      "a figure of the reference server's configurable login limits",
      none,
    ],
    [
      'A device that has logged in to the account before (it holds the device cookie set by a successful login) is not held by this ceiling, so the owner still logs in during a distributed guessing attack;',
      "how the reference server's login limits treat a known device",
      none,
    ],
    [
      'successful logins, which each cost a password hash: 30 per minute per account and 60 per minute per client address, more than a person needs.',
      "a figure of the reference server's configurable login limits",
      none,
    ],
    [
      'Registrations (`POST /register`), which each cost a password hash too, are limited per client address: 10 per 15 minutes.',
      "a figure of the reference server's configurable registration limit",
      none,
    ],
    [
      'Every attempt from that client is refused until `Retry-After` seconds have passed.',
      'a 429 carries Retry-After',
      schema('/components/responses/TooManyRequests/headers/Retry-After/required').by(
        'failed logins answered 429 without Retry-After',
      ),
      'that later attempts are refused until then is not provoked by the kit: it would lock the accounts it runs with',
    ],
    [
      "The password that confirms an account's deletion (`DELETE /user`) is checked like a login of that account from that client: it counts under the same limits.",
      'how a server counts wrong deletion passwords against its limits: not observable without exhausting them, which would lock the account the kit runs with (the reference server tests it)',
      none,
    ],
    [
      'Too many logins within a window.',
      "names the cause; the limits below are the reference server's",
      none,
    ],
  ],
  '/components/responses/TooManyRequests/headers/Retry-After/description': [
    [
      'Seconds until a new attempt is accepted.',
      'Retry-After is a number of seconds, at least 1',
      schema('/components/responses/TooManyRequests/headers/Retry-After/schema/minimum').by(
        'a login limit answered with Retry-After: 0',
      ),
    ],
  ],
  '/components/responses/LoginBusy/description': [
    [
      'The server is checking (or hashing, for a registration) as many passwords as it can at once and the queue of logins and registrations waiting for their turn is full, or this request waited too long (password hashing is bounded so that a flood of logins cannot slow the rest of the site).',
      'a 503 of a full login queue carries Retry-After',
      schema('/components/responses/LoginBusy/headers/Retry-After/required').by(
        'a full login queue answered 503 without Retry-After',
      ),
      'the kit cannot fill the queue without flooding',
    ],
    [
      "The password was not checked; a login or an account deletion (`DELETE /user`) refused so counts as a failed login of the client's address (a flood cannot fill the queue for free), a registration refused so does not count.",
      'how the reference server counts refused logins and deletions against its own limits; not observable without exhausting them',
      none,
    ],
    [
      'The same status answers a login, a registration or a deletion that could not be carried out because the server cannot reach its database for the moment (the example `databaseUnavailable`, as `DatabaseUnavailable` describes).',
      'a 503 of an unreachable database carries Retry-After too',
      schema('/components/responses/LoginBusy/headers/Retry-After/required').by(
        'a full login queue answered 503 without Retry-After',
      ),
      'the kit cannot take the server its database away',
    ],
    ['Try again after `Retry-After` seconds.', 'advice to clients', none],
  ],
  '/components/responses/ReadBusy/description': [
    [
      'The server is sending as many large answers (a list without `limit`, a very large article) as it sends at once, and this request waited too long for its turn, or the line of waiting requests is full.',
      'a 503 of a busy server carries Retry-After',
      schema('/components/responses/ReadBusy/headers/Retry-After/required').by(
        'a busy list answered 503 without Retry-After (a search of the whole list)',
      ),
      'the kit cannot provoke it without flooding',
    ],
    ['Small answers are not affected.', "a server's capacity policy", none],
    [
      'Try again after `Retry-After` seconds, or ask for a page (`limit`).',
      'advice to clients',
      none,
    ],
    [
      'The same status answers a read that could not be served because the server cannot reach its database for the moment (the example `databaseUnavailable`, as `DatabaseUnavailable` describes).',
      'a 503 of an unreachable database carries Retry-After too',
      schema('/components/responses/ReadBusy/headers/Retry-After/required').by(
        'a lost database answered 503 without Retry-After (the stats)',
      ),
      'the kit cannot take the server its database away',
    ],
  ],
  '/components/responses/DatabaseUnavailable/description': [
    [
      'The request was not carried out; the answer carries `Retry-After`, the seconds after which to try again.',
      'a 503 of an unreachable database carries Retry-After (that nothing was carried out, the kit cannot see)',
      schema('/components/responses/DatabaseUnavailable/headers/Retry-After/required').by(
        'a lost database answered 503 without Retry-After (the stats)',
      ),
      'the kit cannot take the server its database away',
    ],
    [
      'A write whose outcome the server cannot know (the connection went while it was being committed) is answered `500` instead: read the article (or the account) back before sending it again.',
      'when a commit was cut off, the reference server answers 500, not 503; not observable without cutting its database off at that moment',
      none,
    ],
    [
      'The server cannot reach its database for the moment: it is restarting, or the connection to it was lost.',
      'names the cause of a 503',
      none,
    ],
  ],
  '/components/responses/ServerError/description': [
    [
      'No internals are revealed.',
      'a 500 body is a message and nothing else',
      schema('/components/schemas/Error/additionalProperties').by(
        'a 500 that reveals its stack trace',
      ),
    ],
    ['Something failed on the server.', 'names the status', none],
  ],
  '/components/securitySchemes/bearerAuth/description': [
    [
      'The opaque token returned by `POST /login`.',
      'names the token; that it is opaque leaves its form to the server',
      none,
    ],
  ],
  '/components/responses/NotFound/description': [
    [
      'No article has this id.',
      "names the status; the operations' sentences about unknown ids hold the promise",
      none,
    ],
  ],
  '/components/responses/LoginBusy/headers/Retry-After/description': [
    [
      'Seconds after which a new attempt is likely to be served.',
      "what the header means; that it is there is the status' promise, its form the schema's",
      none,
    ],
  ],
  '/components/responses/ReadBusy/headers/Retry-After/description': [
    [
      'Seconds after which a new attempt is likely to be served.',
      "what the header means; that it is there is the status' promise, its form the schema's",
      none,
    ],
  ],
  '/components/responses/DatabaseUnavailable/headers/Retry-After/description': [
    [
      'Seconds after which a new attempt is likely to be served.',
      'a wait of whole seconds, at least 1: the kit waits a short one out and sends the request again, and judges the refusal it waited for',
      schema('/components/responses/DatabaseUnavailable/headers/Retry-After/schema/minimum').by(
        'a database blip answered 503 with Retry-After: 0 (the retry served)',
      ),
    ],
  ],
  '/components/responses/DocumentNotFound/description': [
    [
      'No document has this name.',
      "names the status; the DocumentName parameter's sentence holds the promise",
      none,
    ],
  ],
  '/components/responses/MemberContentNotFound/description': [
    [
      "No blog post with this id has a members' section.",
      "names the status; the operation's sentence holds the promise",
      none,
    ],
  ],
};
