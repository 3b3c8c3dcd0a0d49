/** The promises of the shared parameters, headers and responses; see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const COMPONENT_PROMISES: Rows = {
  '/components/parameters/ArticleId/description': [
    [
      "The article's numeric id, written as a canonical decimal integer: digits only, no sign, no leading zero, no spaces.",
      'an article id is a canonical decimal integer',
      check('path_parameter_patterns'),
    ],
    [
      '`01`, `+1`, `0x1` or `1%20` name no article (404).',
      '01, +1, 0x1 or 1%20 name no article (404)',
      check('path_parameter_patterns'),
    ],
  ],
  '/components/parameters/Limit/description': [
    [
      'Page size: answer at most this many articles.',
      'limit: at most this many articles (1 to 100)',
      check('listing'),
      'its bounds are in the schema: /components/parameters/Limit/schema/maximum',
    ],
    [
      'Optional; without it every article is returned (the behaviour before pagination existed).',
      'without limit every article',
      check('listing'),
    ],
  ],
  '/components/parameters/Offset/description': [
    [
      'How many articles (newest first) to skip before the page starts.',
      'offset skips that many articles, newest first',
      check('listing'),
    ],
    ['Default 0.', 'offset defaults to 0', schema('/components/parameters/Offset/schema/default')],
  ],
  '/components/parameters/Query/description': [
    [
      'An article matches when every word of `q` is found in its title, category or author, ignoring case and accents (`Teknik` finds `teknik` and `T\u00e9knik`), or is a close spelling of a word there (`tehnik` finds `Teknik`; pg_trgm word similarity of at least 0.4, which lets one wrong letter in a six-letter word through).',
      'q matches every word, ignoring case and accents, or a close spelling',
      check('listing'),
    ],
    ['Blank or absent: no search.', 'a blank q searches nothing', check('listing')],
  ],
  '/components/parameters/Category/description': [
    [
      'Keep only articles of this category (exact, ignoring case).',
      'category keeps one category, exact, ignoring case',
      check('listing'),
    ],
    [
      'Blank or absent means every category.',
      'a blank category keeps every category',
      check('listing'),
    ],
  ],
  '/components/parameters/View/description': [
    [
      '`full` (the default): whole articles.',
      'view defaults to full',
      schema('/components/parameters/View/schema/default'),
    ],
    [
      '`summary`: each item leaves out `sections` and carries `excerpt` instead (see ArticleSummary), for lists.',
      'view=summary items carry excerpt and no sections',
      check('listing'),
    ],
  ],
  '/components/parameters/DocumentName/description': [
    [
      "The document's file name: lower-case letters, digits and single hyphens, then `.pdf`.",
      'a document name is lower-case letters, digits and single hyphens, then .pdf',
      schema('/components/parameters/DocumentName/schema/pattern'),
    ],
    [
      'The server holds `company-profile-api-futsal.pdf` and `drill-sheet-rondo-4v1.pdf`; any other name, well-formed or not, names no document (404).',
      'any other name, well-formed or not (capitals, .., percent-encoded bytes), names no document: 404',
      check('path_parameter_patterns').by(
        'a document name in capitals answered with the document (a case-insensitive file system)',
        'an undecodable document name (%FF) answered 400, which the operation does not document',
      ),
    ],
  ],
  '/components/parameters/BlogPostId/description': [
    [
      "The blog post's numeric id, written as a canonical decimal integer: digits only, no sign, no leading zero.",
      'a blog post id is a canonical decimal integer',
      check('path_parameter_patterns').by(
        "an undecodable blog id (%FF) answered 500 (the router's URIError unhandled)",
      ),
    ],
    [
      '`01`, `+1` or `0` name no post (404).',
      '01, +1 or 0 name no post (404)',
      check('path_parameter_patterns'),
    ],
  ],
  '/components/parameters/IfMatch/description': [
    [
      'The `ETag` of the version the client edited (`"3"`), or `*` for any version.',
      'If-Match takes an ETag or * for any version',
      check('conditional_writes'),
    ],
    [
      'Optional: without it the write is made whatever the version (as before 2.0.0).',
      'without If-Match the write is made whatever the version',
      check('conditional_writes'),
    ],
    [
      "When the article's current version is not among the tags given, nothing is written and the answer is `412` with the current article.",
      'when the current version is not among the tags, nothing is written and the answer is 412',
      check('conditional_writes').by('If-Match ignored (a stale version overwrites and deletes)'),
    ],
    [
      'Tags are compared as HTTP\'s strong comparison does: a weak tag (`W/"3"`) never matches.',
      'a weak tag never matches If-Match',
      check('conditional_writes').by('a weak If-Match counted as a match'),
    ],
    [
      'A value that is not such a list (`"3"x`, `w/"3"` with a lower-case `w`, `*, "3"`) never matches either: `412`.',
      'a malformed If-Match never matches: 412',
      check('conditional_writes'),
    ],
    [
      'Longer than 200 characters: `400`, and nothing is written.',
      'an If-Match over 200 characters is answered 400 and writes nothing',
      schema('/components/parameters/IfMatch/schema/maxLength'),
    ],
  ],
  '/components/parameters/IfNoneMatch/description': [
    [
      'When one of them names the current version (compared weakly: `W/"3"` names version 3 too), or the value is `*`, the answer is `304` without a body.',
      'an If-None-Match naming the current version (weakly) or * is answered 304 without a body',
      check('conditional_reads').by('no 304 ever (If-None-Match ignored)'),
    ],
    [
      'A value that is not such a list (`"3"x`, `w/"3"`, `*, "3"`) is ignored: the article is answered.',
      'a malformed If-None-Match is ignored: the article is answered',
      check('conditional_reads'),
    ],
    [
      'Longer than 200 characters: `400`.',
      'an If-None-Match over 200 characters is answered 400',
      schema('/components/parameters/IfNoneMatch/schema/maxLength'),
    ],
  ],
  '/components/headers/ETag/description': [
    [
      "The article's version as a strong entity tag: its `version` in double quotes.",
      'ETag is a strong tag: the version in double quotes',
      schema('/components/headers/ETag/schema/pattern'),
    ],
    [
      'Send it back in `If-Match` to update or delete exactly this version.',
      'sending the ETag back in If-Match writes exactly that version',
      check('conditional_writes').by('If-Match ignored (a stale version overwrites and deletes)'),
    ],
  ],
  '/components/headers/ApiVersion/description': [
    [
      'A client compares its major version with the one it was written for: a different major means answers may not have the shape the client expects.',
      'how a client reads API-Version',
      none,
    ],
  ],
  '/components/headers/TotalCount/description': [
    [
      "How many articles match the query's `q` and `category`, across all pages (paging does not change it).",
      'X-Total-Count counts the matches across all pages',
      check('listing').by('a wrong total (X-Total-Count counts only the page)'),
    ],
  ],
  '/components/headers/PrivateNoStore/description': [
    [
      "`private, no-store`: members' content is kept by no cache, shared or not.",
      "members' content is answered with Cache-Control: private, no-store",
      schema('/components/headers/PrivateNoStore/schema/const').by(
        "members' documents answered with Cache-Control: public, max-age=600",
      ),
    ],
  ],
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
      check('conditional_writes'),
    ],
  ],
  '/components/responses/BadRequest/description': [
    [
      'The article body is not valid, or (on an update) `If-Match` is longer than 200 characters; the message names the field or the header.',
      'a 400 for an article body names the field, or the header',
      check('documented_messages'),
      'the kit checks the name in the 400s to its invalid parameters and headers; for a body field, that the 400 is documented and its message fixed where the schema fixes it',
    ],
  ],
  '/components/responses/ConditionTooLong/description': [
    [
      '`If-Match` or `If-None-Match` is longer than 200 characters; the message names the header.',
      'a 400 for an over-long condition names the header',
      check('documented_messages'),
    ],
    [
      'Nothing was read or written.',
      'an over-long condition reads and writes nothing',
      check('conditional_writes'),
      'the RFC 9110 cases (weak tags, *, lists, malformed and over-long values) are the extension being added to conditional_writes',
    ],
  ],
  '/components/responses/LoginBadRequest/description': [
    [
      'The login body is not valid; the message names the field.',
      'a 400 for a login body names the field',
      check('documented_messages'),
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
      "The user's role may not do this (only admins write articles).",
      "a member's write is answered 403",
      check('auth').by('a member allowed to write (member token swapped for the admin one)'),
    ],
  ],
  '/components/responses/PayloadTooLarge/description': [
    [
      'The body is larger than 10 MiB, or an image is larger than 2 MiB.',
      'a body over 10 MiB or an image over 2 MiB is answered 413',
      check('negative_data_rejection'),
      'the kit sends both and expects a documented 4xx; that it is 413 is not asserted',
    ],
  ],
  '/components/responses/AccountPayloadTooLarge/description': [
    [
      'The body is larger than 8 KiB (8192 bytes).',
      'a login, registration or account deletion over 8192 bytes is answered 413',
      check('register').by(
        'a registration over its 8 KiB limit read (its white space dropped, instead of 413)',
      ),
      'the register and delete_account checks send a valid body padded past 8192 bytes and expect 413; negative_data_rejection sends one to the login',
    ],
  ],
  '/components/responses/UnsupportedContentEncoding/description': [
    [
      'Nothing was read from it, nor written; send the body uncompressed.',
      'a compressed body writes nothing',
      check('register').by('a compressed registration inflated and read (201 instead of 415)'),
      'the registration sent compressed (415) is then sent as is and gets 201: the first wrote nothing',
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
      schema('/components/responses/TooManyRequests/headers/Retry-After/required'),
      'that later attempts are refused until then is not provoked by the kit: it would lock the accounts it runs with',
    ],
    [
      "The password that confirms an account's deletion (`DELETE /user`) is checked like a login of that account from that client: it counts under the same limits.",
      'wrong deletion passwords count against the login limits',
      check('delete_account'),
      'the check sends one wrong password (403) and never provokes the 429, which would lock the account it runs with',
    ],
  ],
  '/components/responses/TooManyRequests/headers/Retry-After/description': [
    [
      'Seconds until a new attempt is accepted.',
      'Retry-After is a number of seconds, at least 1',
      schema('/components/responses/TooManyRequests/headers/Retry-After/schema/minimum'),
    ],
  ],
  '/components/responses/LoginBusy/description': [
    [
      'The server is checking (or hashing, for a registration) as many passwords as it can at once and the queue of logins and registrations waiting for their turn is full, or this request waited too long (password hashing is bounded so that a flood of logins cannot slow the rest of the site).',
      'a 503 of a full login queue carries Retry-After',
      schema('/components/responses/LoginBusy/headers/Retry-After/required'),
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
      schema('/components/responses/LoginBusy/headers/Retry-After/required'),
      'the kit cannot take the server its database away',
    ],
  ],
  '/components/responses/ReadBusy/description': [
    [
      'The server is sending as many large answers (a list without `limit`, a very large article) as it sends at once, and this request waited too long for its turn, or the line of waiting requests is full.',
      'a 503 of a busy server carries Retry-After',
      schema('/components/responses/ReadBusy/headers/Retry-After/required'),
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
      schema('/components/responses/ReadBusy/headers/Retry-After/required'),
      'the kit cannot take the server its database away',
    ],
  ],
  '/components/responses/DatabaseUnavailable/description': [
    [
      'The request was not carried out; the answer carries `Retry-After`, the seconds after which to try again.',
      'a 503 of an unreachable database carries Retry-After (that nothing was carried out, the kit cannot see)',
      schema('/components/responses/DatabaseUnavailable/headers/Retry-After/required'),
      'the kit cannot take the server its database away',
    ],
    [
      'A write whose outcome the server cannot know (the connection went while it was being committed) is answered `500` instead: read the article (or the account) back before sending it again.',
      'when a commit was cut off, the reference server answers 500, not 503; not observable without cutting its database off at that moment',
      none,
    ],
  ],
  '/components/responses/ServerError/description': [
    [
      'No internals are revealed.',
      'a 500 body is a message and nothing else',
      schema('/components/schemas/Error/additionalProperties'),
    ],
  ],
};
