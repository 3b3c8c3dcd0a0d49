/** The promises of the API's description (`info.description`); see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const INFO_PROMISES: Rows = {
  '/info/description': [
    [
      "Articles, the session, the current user and what only signed-in users may read (the members' documents and the members' sections of blog posts) come from the server; everything else on the site is local sample data.",
      "what the API serves and what stays in the site: no answer's behaviour",
      none,
    ],
    [
      '**Text.** A NUL character (U+0000) or a lone surrogate (a `\\ud800` escape without its pair) in any text of a body is answered with `400`, and so is a NUL in a query parameter.',
      'a NUL or a lone surrogate in a body text, or a NUL in a query, gets 400',
      check('negative_data_rejection').by(
        'a NUL in an article text stored without it (dropped, not refused)',
        'a NUL in q dropped (the search runs without it)',
      ),
      'the kit sends these in every text field and text query parameter among its edge cases and expects a documented 4xx',
    ],
    [
      '**Size limits.** A new banner or section image travels inside the JSON body as a data URL.',
      "how a new image travels; its form is ImageRef's",
      none,
    ],
    [
      "Each operation that takes a body states the largest one it accepts in its `requestBody`'s `x-max-body-bytes`: a login, a registration or an account deletion at most **8 KiB** (8192 bytes), more than their longest fields take with every character escaped; an article's create or update at most **10 MiB** (10485760 bytes).",
      "a body over its operation's x-max-body-bytes (8192 bytes for login, registration and account deletion, 10485760 for article writes) is refused",
      check('negative_data_rejection').by(
        'an article body over 10 MiB stored (its white space dropped)',
      ),
      "the kit pads a valid body with white space one byte past the operation's figure and expects 413; that every body the schema allows fits is server/test/body-limits.test.ts's",
    ],
    [
      'A larger body is answered with `413`.',
      "a body over its operation's limit is answered 413",
      check('register').by(
        'a registration over its 8 KiB limit read (its white space dropped, instead of 413)',
      ),
      'the register and delete_account checks expect 413 exactly on their operations; negative_data_rejection, on the others, 413 exactly too',
    ],
    [
      'Each image string (banner or section image) may be at most **2 MiB** of characters (2097152), which fits an image file of about 1.5 MB.',
      'an image string holds at most 2097152 characters',
      schema('/components/schemas/ImageRef/maxLength').by(
        'an image over 2 MiB stored (replaced by a placeholder)',
      ),
    ],
    [
      'A longer image string is answered with `400` naming its field, like every other bound of a schema.',
      'an image string over 2097152 characters is answered 400, not 413',
      check('negative_data_rejection').by(
        'an image over 2 MiB answered 413 (the size limit of a body applied to a field)',
      ),
      'the kit sends one of 2097153 characters in a body far below the size limit',
    ],
    [
      'Image data URLs must be `data:image/(png|jpeg|gif|webp|svg+xml);base64,...` with the bytes of an image of that type (see `ImageRef`).',
      'an image data URL is base64 of png, jpeg, gif, webp or svg+xml, and its bytes are that type',
      schema('/components/schemas/ImageRef/pattern').by(
        'an image data URL of another type stored (data:image/bmp read as an image)',
      ),
    ],
    [
      "A server may store such an image as a file and answer its site path in place of the data URL, so that reading an article stays small: the reference server answers `/media/<sha256>.<ext>` (the hash of the image's bytes), served with a year of immutable caching.",
      'an image sent as a data URL is answered as sent or as a site path',
      check('stateful').by(
        'an image sent as a data URL answered as an empty path (the upload lost)',
      ),
      "the media path, its hash and its caching are the reference server's, outside the API's operations",
    ],
    [
      "**Nesting.** A body nests arrays and objects at most **32** levels deep (its `requestBody`'s `x-max-body-depth`; the deepest body the schemas allow has 4 levels).",
      "a body nested deeper than its operation's x-max-body-depth is refused",
      check('negative_data_rejection').by(
        'an article body nested past 32 levels answered 201 (no depth limit)',
      ),
      'the kit sends arrays nested one level past the limit, and as deep as the size limit allows, and expects 400',
    ],
    [
      'A deeper body is answered with `400` before it is parsed.',
      'a body nested past the limit is answered 400',
      check('register').by(
        'a body nested thousands of levels deep answered 500 (the parser overflows)',
      ),
      "the register and delete_account checks expect 400 exactly; that it is refused before it is parsed is not seen from outside (server/test/body-limits.test.ts measures the reference server's memory)",
    ],
    [
      'A body with a `Content-Encoding` other than `identity` (`gzip`, `br`, `deflate`, ...) is answered with `415`, and nothing is read from it.',
      'a compressed body is answered 415 and nothing is written',
      check('register').by('a compressed registration inflated and read (201 instead of 415)'),
      'the register check sends its registration gzip-compressed first (415 expected) and then as is (201: nothing was written); delete_account and negative_data_rejection send gzip bodies too; br and deflate are not sent',
    ],
    [
      "Answers may still be compressed, as the client's `Accept-Encoding` allows.",
      "whether answers are compressed is the server's choice within HTTP",
      none,
    ],
    [
      "**Text limits.** Images travel as files, so an article's text is bounded: a section's `content` at most **20000** characters (20 000), at most 50 sections, 20 images per section and 50 tags.",
      "a section's content at most 20000 characters, at most 50 sections, 20 images per section, 50 tags",
      schema(
        '/components/schemas/SectionInput/properties/content/maxLength',
        '/components/schemas/ArticleInput/properties/sections/maxItems',
        '/components/schemas/SectionInput/properties/images/maxItems',
        '/components/schemas/ArticleInput/properties/tags/maxItems',
      ).by('a section over 20000 characters stored (cut to fit)'),
    ],
    [
      'An article stored before these limits (with longer text) is still answered whole, and an update that shortens it is accepted.',
      'an article stored with longer text is answered whole (answers allow 100000 characters)',
      schema('/components/schemas/Section/properties/content/maxLength').by(
        'a section answered past 100000 characters (its text sent twice over, padded)',
      ),
    ],
    [
      '**Large answers.** A server may bound how many large answers (the list without `limit`, an article of over a megabyte) it sends at once; a request beyond that waits for its turn and, when the wait is too long, is answered `503` with `Retry-After`.',
      'a 503 of a busy server carries Retry-After',
      schema('/components/responses/ReadBusy/headers/Retry-After/required').by(
        'a busy list answered 503 without Retry-After (a search of the whole list)',
      ),
      'when a server sends 503 is its own; the kit cannot provoke it without flooding',
    ],
    [
      '**Auth.** `POST /login` returns an opaque bearer token; `POST /register` creates a member account (role `user`, membership `basic`) and returns one too, so the new member is signed in at once.',
      'registration creates a member (role user, membership basic) and answers a token',
      check('register').by('new members made admins (role admin in the registration answer)'),
    ],
    [
      '`DELETE /user` deletes the signed-in account, confirmed by its password, and ends every session of it.',
      'deleting the account ends its sessions',
      check('delete_account').by(
        'account deletion answered 204 without deleting (its tokens and password still work)',
      ),
    ],
    [
      'Send it as `Authorization: Bearer <token>`.',
      'tokens travel as Authorization: Bearer',
      check('auth').by("HTTP Basic still read (Basic credentials act as the admin's session)"),
      'the scheme is in the schema (/components/securitySchemes/bearerAuth/scheme); the auth check sends a token under another scheme',
    ],
    [
      "Reading articles is public; writing them needs the `admin` role; the members' documents and blog sections need a token (any role).",
      "articles are read without a token; writes need admin; members' content needs any token",
      check('auth').by('a member allowed to write (member token swapped for the admin one)'),
      'positive_data_acceptance reads the public operations without a token',
    ],
    [
      '**Who may call what.** Every operation declares its access beside `security`: `x-roles` lists the roles (`Role`) whose token it accepts, and is present exactly when the operation declares `bearerAuth` (a token of another role gets `403`; no valid token, `401`); an operation without `x-roles` is public.',
      'an operation with x-roles answers 401 without a valid token and 403 to a role it does not list',
      check('auth').by(
        'auth not enforced (no token acts as the admin)',
        'a member allowed to write (member token swapped for the admin one)',
      ),
      "the kit reads x-roles with common/api/access.ts; a member's token is sent to every operation whose x-roles leave members out; that x-roles and security agree is the lint rule operation-access-declared",
    ],
    [
      '`x-same-for-every-caller: true` says the answer to the same request is the same whoever sends it, with or without a token, so a shared cache may keep it; only public reads say so.',
      'an operation marked x-same-for-every-caller answers the same request alike with and without a token',
      check('same_for_every_caller').by(
        'a public read answered per caller (the article names the signed-in reader)',
        'a public read refused to an unknown token (401 on the list)',
      ),
    ],
    [
      'Both extensions are read by tools and change nothing on the wire.',
      'what the extensions are for: no answer of their own',
      none,
    ],
    [
      '**Version.** Every answer of the API may carry `API-Version`: the version of this contract (`info.version`) that the server implements.',
      'API-Version, when sent, is MAJOR.MINOR.PATCH',
      schema('/components/headers/ApiVersion/schema/pattern').by('API-Version answered as v2'),
    ],
    [
      'The reference server sends it on every answer; a client, or the conformance kit, warns when its major version differs from the one it was written for.',
      'what the reference server and the kit do with API-Version; the header is optional for a server',
      none,
    ],
    [
      '**Concurrent edits.** Every article has a `version`, a number that goes up by one with each update.',
      "an article's version goes up by one with each update",
      check('article_versions').by('every article at version 1 (the counter never moves)'),
    ],
    [
      'The answers that carry one article (`GET /articles/{id}`, create, update) name it in a strong `ETag` header: the version in double quotes (`"3"`).',
      'an answer with one article has a strong ETag: the version in double quotes',
      schema('/components/headers/ETag/schema/pattern', '/components/headers/ETag/required').by(
        'weak entity tags (W/"N"), judged by the ETag header\'s schema',
        'ETag missing from the answers with one article',
      ),
    ],
    [
      'A client that edits an article sends that value back in `If-Match` with its `PUT` or `DELETE`; when someone else has changed the article in the meantime the write is refused with `412` and the article as it is now (with its new `ETag`), so nothing is overwritten without the editor knowing.',
      'a write with a stale If-Match is refused with 412, the article as it is now and its ETag',
      check('conditional_writes').by('If-Match ignored (a stale version overwrites and deletes)'),
    ],
    [
      'The check and the write are one step: of two writes with the same `If-Match`, one succeeds and the other gets `412`.',
      'of two writes with the same If-Match, one succeeds and the other gets 412',
      check('article_versions').by(
        'both of two updates racing with one If-Match succeed (compared, then written apart)',
      ),
    ],
    [
      'Without `If-Match` a write behaves as before (the last write wins).',
      'a write without If-Match still succeeds',
      check('conditional_writes').by(
        'a write without If-Match refused with 428 (If-Match made mandatory)',
      ),
    ],
    [
      '`If-Match` and `If-None-Match` are read as HTTP (RFC 9110) defines them: `If-Match` compares strongly and a malformed value never matches; see the parameters.',
      'If-Match compares strongly, a malformed value never matches',
      check('conditional_writes').by('a weak If-Match counted as a match'),
      'the RFC 9110 cases are the extension being added to conditional_writes',
    ],
    [
      'Lists carry `version` in each item, so a list can send `If-Match` too.',
      'every list item carries version',
      schema(
        '/components/schemas/Article/required',
        '/components/schemas/ArticleSummary/required',
      ).by('list items without version (only a single article carries it)'),
    ],
    [
      'The API behind the Indonesian futsal and football coaching website.',
      'what the API is for',
      none,
    ],
    [
      'Sending that path back keeps the image.',
      'an image answered as a site path, sent back in a write, keeps the image',
      check('stateful').by('an image path sent back dropped (only data URLs read as images)'),
      'the stateful check updates an article with the images it was answered and reads them back',
    ],
    [
      '**Compressed bodies.** A request body is read as it is sent.',
      'introduces the next sentence, which holds the promise (415 for a compressed body)',
      none,
    ],
  ],
  '/servers/1/description': [
    ['The Prism mock started by `npm run mock`.', 'where the mock is served', none],
  ],
};
