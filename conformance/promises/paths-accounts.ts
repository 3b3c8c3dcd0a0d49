/** The promises of the servers, tags and account operations (`paths`); see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const ACCOUNT_PATH_PROMISES: Rows = {
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
  '/paths/~1login/post/description': [
    [
      'Wrong credentials are answered with `401` and a message the site shows as is.',
      'wrong credentials are answered 401 with a message',
      schema('/components/schemas/Error/required').by(
        'wrong credentials answered 401 with an empty body (no message to show)',
      ),
      "the words are the server's: the site shows them as they are",
    ],
    [
      "Exchanges an email and a password for a bearer token and the user's profile.",
      "a login answers a token and the user's profile",
      schema('/components/schemas/LoginResponse/required').by(
        "a login answered without the user's profile (the token alone)",
      ),
    ],
  ],
  '/paths/~1register/post/description': [
    [
      "Creates a member account (role `user`, membership `basic`) and signs it in: the answer is the same as a login's, a bearer token and the user's profile.",
      'registration answers like a login: a token and the profile of a member (user, basic)',
      check('register').by(
        'new members made admins (role admin in the registration answer)',
        'the longest registration the contract allows refused (an email of 254 characters)',
      ),
      "the register check's account has its name, email and password each at their maxLength",
    ],
    [
      '`name`: 1 to 80 characters with at least one that is not white space; the server removes white space around it.',
      'a registered name is answered without the white space around it',
      check('normalisation').by('a registered name stored with the white space around it'),
    ],
    [
      '`email`: an email address, at most 254 characters; stored in lower case without surrounding white space, so `Budi@Contoh.id` and `budi@contoh.id` are one account.',
      'a registered email is stored trimmed and lower-cased: every answer names it so, and letter case makes no second account',
      check('normalisation').by('a registered email echoed in the letter case it was typed'),
      'the register check sends the same email in other letter case and expects 409',
    ],
    [
      "`password`: 8 to 128 characters, hashed like every other account's.",
      'a password has 8 to 128 characters',
      check('boundaries').by(
        'a password of 7 characters accepted at registration (the minimum read as 7)',
      ),
      'the bounds are in the schema: /components/schemas/RegisterRequest/properties/password/minLength and maxLength',
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
      ).by(
        'failed logins answered 429 without Retry-After',
        'a full login queue answered 503 without Retry-After',
      ),
    ],
  ],
  '/paths/~1register/post/responses/400/description': [
    [
      'The body is not valid; the message names the field.',
      'a 400 of registration names the field in its message',
      check('boundaries').by(
        'a 400 to an invalid registration body that names no field ("Data tidak valid.")',
      ),
    ],
  ],
  '/paths/~1user/get/description': [
    [
      'Returns the profile of the user the bearer token belongs to.',
      "/user answers the profile of the token's owner",
      check('register').by(
        "GET /user answering the first session's profile (the admin's, whoever asks)",
      ),
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
      "a deletion's 429 and 503 carry Retry-After",
      check('delete_account').by(
        'account deletion limited with 429 without Retry-After (a wrong password counted, the header forgotten)',
        'account deletion answered 503 without Retry-After (the hashing queue full, the header forgotten)',
      ),
      'that a wrong password counts as a failed login is not provoked (it would lock the account the kit runs with); the reference server tests it',
    ],
    [
      'A wrong password is answered `403`, not `401`: the token is valid and stays signed in, so a client keeps its session and lets the user try again.',
      'a wrong deletion password is 403 and the token keeps working',
      check('delete_account').by(
        'a wrong password on account deletion answered 401 (the session is valid)',
        'a deletion password of 256 characters refused with 400 (its maxLength read as 255)',
      ),
      'the wrong password is as long as the deletion body allows (256 characters): read as a password, not refused as a body',
    ],
    [
      'The last admin cannot delete their account (`409`), so that the site always has someone who may manage articles; the account is left as it was.',
      'the last admin is refused with 409 and the account stays',
      check('delete_account').by(
        'the last admin deleted with 204 (the site left with no admin)',
        'the last admin refused with 403, not 409',
        'the last admin refused with 409, yet the account removed',
      ),
      "asked only where the kit's admin is the server's only admin (on a server with another admin it would be deleted); elsewhere the report lists it as not checked",
    ],
    [
      'Deletes the account the bearer token belongs to, confirmed by its password in the body.',
      'the password deletes the account of the token',
      check('delete_account').by(
        'account deletion answered 204 without deleting (its tokens and password still work)',
      ),
    ],
    [
      'The email is free for a new registration.',
      "a deleted account's email registers again",
      check('delete_account').by(
        "a deleted account's email still taken (409 when it registers again)",
      ),
    ],
    [
      'Articles are not owned by an account: those an admin wrote stay published.',
      'deleting an admin account leaves its articles; the kit never deletes an admin account (on a server with one more admin it would be deleted)',
      none,
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
      check('delete_account').by(
        'a deletion without a password answered 400 naming the body, not the field',
      ),
    ],
  ],
  '/paths/~1user/delete/responses/403/description': [
    [
      'Nothing was deleted, the token still works, and the attempt counts as a failed login.',
      'a wrong deletion password deletes nothing and leaves the token working',
      check('delete_account').by(
        'a wrong deletion password ends the session (403, then the token revoked)',
      ),
    ],
    ['The password is wrong.', 'names the status; the next sentence holds the promise', none],
  ],
  '/paths/~1user/delete/responses/409/description': [
    [
      'Nothing was deleted; another admin must exist first.',
      'the last admin stays after the 409',
      check('delete_account').by('the last admin refused with 409, yet the account removed'),
      "the token still works, the admin is still listed and its password still logs in; asked only where the kit's admin is the server's only admin",
    ],
    [
      "The account is the last admin's.",
      "the 409 answers the last admin's deletion",
      check('delete_account').by('the last admin refused with 403, not 409'),
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
  '/tags/0/description': [['Technical articles for coaches (Free Kick).', "a tag's scope", none]],
  '/tags/3/description': [
    ['Session, login and the current user.', "a tag's scope", none],
    [
      'Listed last, so that tools that call the operations in the order of their tags end the session (logout) after the calls that need it.',
      'why the tags are in this order: no answer depends on it',
      none,
    ],
  ],
  '/paths/~1login/post/responses/200/description': [
    ['Logged in.', "names the status; the operation's sentences hold its promise", none],
  ],
  '/paths/~1login/post/responses/401/description': [
    [
      'Wrong email or password.',
      "names the status; the operation's sentence about wrong credentials holds the promise",
      none,
    ],
  ],
  '/paths/~1register/post/responses/201/description': [
    [
      'The account was created and is signed in.',
      "names the status; the operation's first sentence holds the promise",
      none,
    ],
  ],
  '/paths/~1register/post/responses/409/description': [
    [
      'An account with this email already exists.',
      "names the status; the operation's sentence about a known email holds the promise",
      none,
    ],
  ],
  '/paths/~1user/get/responses/200/description': [
    ['The current user.', "names the status; the operation's sentence holds the promise", none],
  ],
};
