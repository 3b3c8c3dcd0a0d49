/** The promises of the servers, tags and operations (`paths`); see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const PATH_PROMISES: Rows = {
  '/servers/0/description': [
    ["The site's own API, on the same host as the site.", 'where the API is served', none],
  ],
  '/tags/2/description': [
    [
      "What only signed-in users may read or download (documents, members' blog sections).",
      "a tag's scope",
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
      check('register').by('new members made admins (role admin in the registration answer)'),
    ],
    [
      '`name`: 1 to 80 characters with at least one that is not white space; the server removes white space around it.',
      'a registered name is answered without the white space around it',
      check('normalisation'),
    ],
    [
      '`email`: an email address, at most 254 characters; stored in lower case without surrounding white space, so `Budi@Contoh.id` and `budi@contoh.id` are one account.',
      'a registered email is stored trimmed and lower-cased: every answer names it so, and letter case makes no second account',
      check('normalisation').by(
        'a registered email echoed in the letter case it was typed',
        'a duplicate registration accepted (201 and a session instead of 409)',
      ),
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
      schema('/components/schemas/ErrorEmailExists/properties/message/const').by(
        'a duplicate registration answered 409 with another message',
      ),
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
      check('delete_account').by(
        'account deletion answered 204 without deleting (its tokens and password still work)',
      ),
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
      check('delete_account').by(
        'a wrong password on account deletion answered 401 (the session is valid)',
      ),
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
      check('delete_account').by(
        'account deletion answered 204 without deleting (its tokens and password still work)',
      ),
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
    [
      'Revokes the bearer token.',
      'logout revokes the token',
      check('logout').by('logout not revoking (204 without revoking)'),
    ],
    [
      'The site clears its local session afterwards, whatever the answer.',
      'what the site does after logout',
      none,
    ],
    [
      'The operation takes no body: a body, empty or not, with any `Content-Type` (also `application/json` with nothing after it) is ignored, and the token is revoked all the same.',
      'logout ignores any body and revokes the token all the same',
      check('logout').by('logout refusing an empty JSON body (400, the token stays valid)'),
      'the check sends Content-Type: application/json with an empty body',
    ],
  ],
  '/paths/~1logout/post/responses/204/description': [
    [
      'Logged out; the token no longer works.',
      'after logout the token is refused',
      check('logout').by('logout not revoking (204 without revoking)'),
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
      check('listing').by('undated articles listed last (not by the day they were created)'),
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
      check('listing').by('a search that ignores q (every article matches)'),
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
      check('listing').by(
        'a wrong total (X-Total-Count counts only the page)',
        'X-Total-Count missing from the article list',
      ),
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
    [
      'Admins only.',
      'only admins create',
      check('auth').by('a member allowed to write (member token swapped for the admin one)'),
    ],
  ],
  '/paths/~1articles/post/responses/201/description': [
    [
      'Created; the stored article (version 1).',
      'a created article has version 1',
      check('article_versions').by('a new article at version 0 (a counter that starts at zero)'),
    ],
  ],
  '/paths/~1articles~1stats/get/description': [
    [
      'How many articles match `q` and `category` (all of them without either), and how many distinct authors wrote them (non-blank names, compared ignoring case and surrounding spaces).',
      'stats count the matching articles and their distinct authors',
      check('listing').by('wrong statistics (authors counted with case and spaces)'),
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
      check('conditional_writes').by('weak entity tags (W/"N" on the answers with one article)'),
    ],
    [
      'A client that still holds that version may send it in `If-None-Match` and gets `304` without a body while the article is unchanged.',
      'a current If-None-Match is answered 304 without a body',
      check('conditional_reads').by('no 304 ever (If-None-Match ignored)'),
    ],
  ],
  '/paths/~1articles~1{id}/get/responses/304/description': [
    [
      'Not modified; the version named in `If-None-Match` is still the current one.',
      '304 means the version named is current',
      check('conditional_reads').by('no 304 ever (If-None-Match ignored)'),
    ],
  ],
  '/paths/~1articles~1{id}/put/description': [
    [
      "Replaces an article's fields and answers with the stored article, its version one higher.",
      'update answers the stored article, its version one higher',
      check('article_versions').by(
        'the ETag of an update answer off by one (the version before the update)',
      ),
    ],
    [
      'Admins only.',
      'only admins update',
      check('auth').by('a member allowed to write (member token swapped for the admin one)'),
    ],
    [
      'With `If-Match` the update is made only if the article is still at that version; otherwise `412` answers the article as it is now.',
      'an update with a stale If-Match is refused with 412 and the article as it is now',
      check('conditional_writes').by('If-Match ignored (a stale version overwrites and deletes)'),
    ],
  ],
  '/paths/~1articles~1{id}/put/responses/200/description': [
    [
      'Updated; the stored article.',
      'update answers the stored article',
      check('stateful').by('update not persisting (the answer echoes, nothing is stored)'),
    ],
  ],
  '/paths/~1articles~1{id}/delete/description': [
    [
      'Deletes an article for good.',
      'a deleted article is gone',
      check('stateful').by('delete not deleting (204 without deleting)'),
    ],
    [
      'Admins only.',
      'only admins delete',
      check('auth').by('a member allowed to write (member token swapped for the admin one)'),
    ],
    [
      'Deleting an unknown id answers 404.',
      'deleting an unknown id answers 404',
      check('stateful'),
    ],
    [
      'With `If-Match` the article is deleted only if it is still at that version; otherwise `412` answers the article as it is now, and nothing is deleted.',
      'a delete with a stale If-Match is refused with 412 and deletes nothing',
      check('conditional_writes').by('If-Match ignored (a stale version overwrites and deletes)'),
    ],
  ],
  '/paths/~1documents~1{name}/get/description': [
    [
      'The file is answered as an attachment under its own name, and is never stored by a shared cache (`Cache-Control: private, no-store`).',
      'a document is an attachment under its own name, with Cache-Control: private, no-store',
      schema(
        '/components/headers/PrivateNoStore/schema/const',
        '/paths/~1documents~1{name}/get/responses/200/headers/Content-Disposition/schema/pattern',
      ).by("members' documents answered with Cache-Control: public, max-age=600"),
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
      check('members_content').by("members' blog sections public (served without a token)"),
    ],
    [
      'Never stored by a shared cache (`Cache-Control: private, no-store`).',
      "a members' section is answered with Cache-Control: private, no-store",
      schema('/components/headers/PrivateNoStore/schema/const'),
    ],
  ],
};
