/** The promises of the servers, tags and operations (`paths`); see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const PATH_PROMISES: Rows = {
  '/servers/0/description': [
    ["The site's own API, on the same host as the site.", 'where the API is served', none],
  ],
  '/tags/1/description': [
    [
      "What only signed-in users may read or download (documents, members' blog sections).",
      "a tag's scope",
      none,
    ],
  ],
  '/tags/2/description': [
    [
      'Listed last, so that tools that call the operations in the order of their tags end the session (logout) after the calls that need it.',
      'why the tags are in this order: no answer depends on it',
      none,
    ],
  ],
  '/paths/~1login/post/description': [
    [
      'Wrong credentials are answered with `401` and a message the site shows as is.',
      'wrong credentials are answered 401 with a message',
      check('documented_messages'),
    ],
  ],
  '/paths/~1register/post/description': [
    [
      "Creates a member account (role `user`, membership `basic`) and signs it in: the answer is the same as a login's, a bearer token and the user's profile.",
      'registration answers like a login: a token and the profile of a member (user, basic)',
      check('register'),
    ],
    [
      '`name`: 1 to 80 characters with at least one that is not white space; the server removes white space around it.',
      'a registered name is answered without the white space around it',
      check('normalisation'),
    ],
    [
      '`email`: an email address, at most 254 characters; stored in lower case without surrounding white space, so `Budi@Contoh.id` and `budi@contoh.id` are one account.',
      'a registered email is stored trimmed and lower-cased: every answer names it so, and letter case makes no second account',
      check('normalisation'),
      'the register check sends the same email in other letter case and expects 409',
    ],
    [
      "`password`: 8 to 128 characters, hashed like every other account's.",
      'a password has 8 to 128 characters',
      schema(
        '/components/schemas/RegisterRequest/properties/password/minLength',
        '/components/schemas/RegisterRequest/properties/password/maxLength',
      ),
    ],
    [
      'An email that already has an account is answered with `409` and the message `Email already exists`.',
      'a duplicate registration is answered 409 with the message `Email already exists`',
      schema('/components/schemas/ErrorEmailExists/properties/message/const'),
    ],
    [
      'Registrations are limited per client address (`429` with `Retry-After`), and hashing the password waits in the same bounded queue as the logins (`503` with `Retry-After` when it is full).',
      '429 and 503 of registration carry Retry-After',
      schema(
        '/components/responses/TooManyRequests/headers/Retry-After/required',
        '/components/responses/LoginBusy/headers/Retry-After/required',
      ),
    ],
  ],
  '/paths/~1register/post/responses/400/description': [
    [
      'The body is not valid; the message names the field.',
      'a 400 of registration names the field in its message',
      check('documented_messages'),
    ],
  ],
  '/paths/~1user/get/description': [
    [
      'Returns the profile of the user the bearer token belongs to.',
      "/user answers the profile of the token's owner",
      check('register'),
      "the register check reads /user with the new member's token",
    ],
  ],
  '/paths/~1user/delete/description': [
    [
      'On `204` the account and what the server kept for it (its sessions, its pending login links, its login limits) are gone: every token of the account, on every server, is answered `401` from then on, and its email and password log in no more (`401`).',
      'after a deletion every token of the account gets 401 and its password logs in no more',
      check('delete_account'),
      'the check tries the token that asked and a second session of the account, on the one server it talks to',
    ],
    [
      "The password is checked like a login's: through the same bounded hashing queue (`503` with `Retry-After` when it is full) and the same limits on failures (`429` with `Retry-After`); a wrong password counts as a failed login of the account from this client.",
      'the deletion password goes through the login limits and queue',
      check('delete_account'),
      'the 429 and 503 are not provoked (they would lock or flood the server); the reference server tests them',
    ],
    [
      'A wrong password is answered `403`, not `401`: the token is valid and stays signed in, so a client keeps its session and lets the user try again.',
      'a wrong deletion password is 403 and the token keeps working',
      check('delete_account'),
    ],
    [
      'The last admin cannot delete their account (`409`), so that the site always has someone who may manage articles; the account is left as it was.',
      'the last admin is refused with 409',
      none,
      'the kit never asks to delete an admin account: on a server with one more admin it would be deleted',
    ],
  ],
  '/paths/~1user/delete/responses/204/description': [
    [
      'The account is deleted and every session of it has ended; the token that asked no longer works.',
      'after a deletion the token that asked gets 401',
      check('delete_account'),
    ],
  ],
  '/paths/~1user/delete/responses/400/description': [
    [
      'The body is not valid; the message names the field.',
      'a 400 of a deletion names the field in its message',
      check('delete_account'),
    ],
  ],
  '/paths/~1user/delete/responses/403/description': [
    [
      'Nothing was deleted, the token still works, and the attempt counts as a failed login.',
      'a wrong deletion password deletes nothing and leaves the token working',
      check('delete_account'),
    ],
  ],
  '/paths/~1user/delete/responses/409/description': [
    [
      'Nothing was deleted; another admin must exist first.',
      'the last admin stays',
      none,
      'not provoked by the kit, for the reason given for the operation',
    ],
  ],
  '/paths/~1logout/post/description': [
    ['Revokes the bearer token.', 'logout revokes the token', check('logout')],
    [
      'The site clears its local session afterwards, whatever the answer.',
      'what the site does after logout',
      none,
    ],
    [
      'The operation takes no body: a body, empty or not, with any `Content-Type` (also `application/json` with nothing after it) is ignored, and the token is revoked all the same.',
      'logout ignores any body and revokes the token all the same',
      check('logout'),
      'the check sends Content-Type: application/json with an empty body',
    ],
  ],
  '/paths/~1logout/post/responses/204/description': [
    [
      'Logged out; the token no longer works.',
      'after logout the token is refused',
      check('logout'),
    ],
  ],
  '/paths/~1articles/get/description': [
    ['Articles, newest first (see **Order** below).', 'the list is newest first', check('listing')],
    [
      'Public.',
      'the list is public',
      check('positive_data_acceptance'),
      'the kit reads public operations without a token',
    ],
    [
      'Without `limit` the answer holds every matching article; with `limit` and `offset` it holds one page of them.',
      'without limit every matching article; with limit and offset one page',
      check('listing'),
    ],
    [
      '**Order.** An article is listed by its `date`; an article without one (`date: null`) by the day it was created, in Asia/Jakarta (UTC+7), so a new article is among the newest whether it has a date or not.',
      'an article is ordered by its date, or by the day it was created (Asia/Jakarta) when it has none',
      check('listing'),
    ],
    [
      'Articles listed on the same day go newest id first.',
      'articles of the same day go newest id first',
      check('listing'),
    ],
    [
      "The `date` answered stays the article's own: `null` when it has none.",
      'date is answered as stored: null when there is none, never filled in',
      check('normalisation'),
    ],
    [
      '**Search and filter.** `q` keeps the articles whose title, category or author match it, ignoring case and accents; `category` keeps one category.',
      'q matches title, category or author ignoring case and accents; category keeps one category',
      check('listing'),
    ],
    [
      'Without them every article matches, exactly as before they existed.',
      'without q and category every article matches',
      check('listing'),
    ],
    [
      "**Summary view.** `view=summary` leaves out `sections` and adds `excerpt` (the start of the first section's text): what a list of cards needs, at a fraction of the size.",
      'view=summary leaves out sections and adds excerpt',
      check('listing'),
    ],
    [
      'Without `view` (or with `view=full`) the items are whole articles.',
      'without view the items are whole articles',
      check('listing'),
    ],
    [
      '**Total.** Every answer carries `X-Total-Count`: how many articles match `q` and `category` across all pages.',
      'every list answer carries X-Total-Count: the matches across all pages',
      check('listing'),
      'presence is also in the schema: /components/headers/TotalCount/required',
    ],
    [
      'The body stays a plain array.',
      'the list body is a plain array',
      schema('/paths/~1articles/get/responses/200/content/application~1json/schema/type'),
    ],
  ],
  '/paths/~1articles/get/responses/200/description': [
    ['The articles (whole, or summaries with `view=summary`).', "names the answer's content", none],
  ],
  '/paths/~1articles/post/description': [
    [
      'Creates an article and answers with the stored article, including its new id.',
      'create answers the stored article with its new id',
      check('stateful'),
    ],
    ['Admins only.', 'only admins create', check('auth')],
  ],
  '/paths/~1articles/post/responses/201/description': [
    [
      'Created; the stored article (version 1).',
      'a created article has version 1',
      check('article_versions'),
    ],
  ],
  '/paths/~1articles~1stats/get/description': [
    [
      'How many articles match `q` and `category` (all of them without either), and how many distinct authors wrote them (non-blank names, compared ignoring case and surrounding spaces).',
      'stats count the matching articles and their distinct authors',
      check('listing'),
    ],
    [
      'Public.',
      'stats are public',
      check('positive_data_acceptance'),
      'the kit reads public operations without a token',
    ],
  ],
  '/paths/~1articles~1{id}/get/description': [
    [
      'Public.',
      'an article is public',
      check('positive_data_acceptance'),
      'the kit reads public operations without a token',
    ],
    [
      'The `ETag` names its version; send it in `If-Match` when updating or deleting it.',
      'a read names the version in ETag, for If-Match',
      check('conditional_writes'),
    ],
    [
      'A client that still holds that version may send it in `If-None-Match` and gets `304` without a body while the article is unchanged.',
      'a current If-None-Match is answered 304 without a body',
      check('conditional_reads'),
    ],
  ],
  '/paths/~1articles~1{id}/get/responses/304/description': [
    [
      'Not modified; the version named in `If-None-Match` is still the current one.',
      '304 means the version named is current',
      check('conditional_reads'),
    ],
  ],
  '/paths/~1articles~1{id}/put/description': [
    [
      "Replaces an article's fields and answers with the stored article, its version one higher.",
      'update answers the stored article, its version one higher',
      check('article_versions'),
    ],
    ['Admins only.', 'only admins update', check('auth')],
    [
      'With `If-Match` the update is made only if the article is still at that version; otherwise `412` answers the article as it is now.',
      'an update with a stale If-Match is refused with 412 and the article as it is now',
      check('conditional_writes'),
    ],
  ],
  '/paths/~1articles~1{id}/put/responses/200/description': [
    ['Updated; the stored article.', 'update answers the stored article', check('stateful')],
  ],
  '/paths/~1articles~1{id}/delete/description': [
    ['Deletes an article for good.', 'a deleted article is gone', check('stateful')],
    ['Admins only.', 'only admins delete', check('auth')],
    [
      'Deleting an unknown id answers 404.',
      'deleting an unknown id answers 404',
      check('stateful'),
    ],
    [
      'With `If-Match` the article is deleted only if it is still at that version; otherwise `412` answers the article as it is now, and nothing is deleted.',
      'a delete with a stale If-Match is refused with 412 and deletes nothing',
      check('conditional_writes'),
    ],
  ],
  '/paths/~1documents~1{name}/get/description': [
    [
      'The file is answered as an attachment under its own name, and is never stored by a shared cache (`Cache-Control: private, no-store`).',
      'a document is an attachment under its own name, with Cache-Control: private, no-store',
      schema(
        '/components/headers/PrivateNoStore/schema/const',
        '/paths/~1documents~1{name}/get/responses/200/headers/Content-Disposition/schema/pattern',
      ),
    ],
    [
      'Any signed-in user (member or admin) may download it; a name the server does not hold answers 404.',
      'any signed-in user downloads a document; an unknown name answers 404',
      check('members_content'),
    ],
  ],
  '/paths/~1documents~1{name}/get/responses/200/headers/Content-Disposition/description': [
    [
      "`attachment` with the document's file name.",
      "Content-Disposition is attachment with the document's file name",
      schema(
        '/paths/~1documents~1{name}/get/responses/200/headers/Content-Disposition/schema/pattern',
      ),
    ],
  ],
  '/paths/~1documents~1{name}/get/responses/200/content/application~1pdf/schema/description': [
    [
      'A PDF document (it starts with `%PDF-`).',
      'a document is a PDF (starts with %PDF-)',
      check('members_content'),
    ],
  ],
  '/paths/~1blog~1{id}~1members/get/description': [
    [
      'The section of a blog post that only signed-in users read (progressions, full sessions, menus), as HTML that the site sanitises before showing it.',
      "what the site does with the members' HTML",
      none,
    ],
    [
      'The public part of the post and whether it has such a section are part of the site itself; this section is not.',
      'where the public part of a post lives',
      none,
    ],
    [
      "Any signed-in user may read it; a post without a members' section, or no post with this id, answers 404.",
      "any signed-in user reads a members' section; an unknown post answers 404",
      check('members_content'),
    ],
    [
      'Never stored by a shared cache (`Cache-Control: private, no-store`).',
      "a members' section is answered with Cache-Control: private, no-store",
      schema('/components/headers/PrivateNoStore/schema/const'),
    ],
  ],
  '/paths/~1members/get/description': [
    [
      'Every account, admins included, oldest first (the order they were created in).',
      'the accounts are listed oldest first',
      check('member_accounts'),
    ],
    ['Admins only.', 'only admins list the accounts', check('auth')],
    [
      'Without `limit` the answer holds every account; with `limit` and `offset` it holds one page of them.',
      'a page of the accounts is that slice of the whole list',
      check('member_accounts'),
    ],
    [
      'Every answer carries `X-Total-Count`: how many accounts there are across all pages.',
      'X-Total-Count counts every account, paged or not',
      check('member_accounts'),
      'presence is also in the schema: /components/headers/MemberTotalCount/required',
    ],
    [
      'The body stays a plain array.',
      'the list is a JSON array',
      schema('/paths/~1members/get/responses/200/content/application~1json/schema/type'),
    ],
    [
      'A password or its hash is never answered.',
      'an account is answered without its password or hash',
      schema('/components/schemas/Member/additionalProperties'),
    ],
  ],
  '/paths/~1members/get/responses/200/description': [
    ['The accounts (one page of them with `limit`).', 'names the answer', none],
  ],
  '/paths/~1members~1{id}~1membership/put/description': [
    [
      "Sets the account's membership plan (`basic` or `premium`) and answers the account as it is now.",
      'setting a plan answers the account with the new plan',
      check('member_accounts'),
    ],
    ['Admins only.', "only admins set an account's plan", check('auth')],
    [
      "The account's next `GET /user` answers the new plan.",
      "the member's own profile answers the plan an admin set",
      check('member_accounts'),
    ],
    [
      'Setting the plan it already has changes nothing and answers the same.',
      'setting the same plan again answers the same account',
      check('member_accounts'),
    ],
    ['An unknown id answers 404.', 'an unknown account id answers 404', check('member_accounts')],
  ],
};
