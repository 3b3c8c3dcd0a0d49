/**
 * The promises of the admin's member accounts (`GET /members`, `PUT /members/{id}/membership`)
 * and of their parameters, headers and schemas; see conformance/PROMISES.md.
 */
import { type Rows, check, none, schema } from './types.ts';

const PAGE_COUNT = "a page of the member accounts counted by X-Total-Count as the page's length";

export const MEMBER_ACCOUNT_PROMISES: Rows = {
  '/info/description': [
    [
      "The member accounts (`GET /members`) and their membership plan (`PUT /members/{id}/membership`) are the admin's.",
      'only admins list the accounts and set their plans',
      check('auth'),
    ],
  ],
  '/tags/2/description': [
    [
      'The member accounts, as an admin manages them (their membership plan).',
      "a tag's scope",
      none,
    ],
  ],
  '/paths/~1members/get/description': [
    [
      'Every account, admins included, oldest first (the order they were created in).',
      'the accounts are listed oldest first',
      check('member_accounts').by('the member accounts listed newest first'),
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
      check('member_accounts').by(PAGE_COUNT),
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
      check('member_accounts').by('a membership set answered but not stored'),
    ],
    [
      'Setting the plan it already has changes nothing and answers the same.',
      'setting the same plan again answers the same account',
      check('member_accounts'),
    ],
    ['An unknown id answers 404.', 'an unknown account id answers 404', check('member_accounts')],
  ],
  '/paths/~1members~1{id}~1membership/put/responses/200/description': [
    ['The account with its new plan.', 'names the answer', none],
  ],
  '/components/parameters/MemberLimit/description': [
    [
      'Page size: answer at most this many accounts.',
      'limit: at most this many accounts (1 to 100)',
      check('member_accounts'),
      'its bounds are in the schema: /components/parameters/MemberLimit/schema/maximum',
    ],
    [
      'Optional; without it every account is returned.',
      'without limit, every account',
      check('member_accounts'),
    ],
  ],
  '/components/parameters/MemberOffset/description': [
    [
      'How many accounts (oldest first) to skip before the page starts.',
      'offset skips that many accounts, oldest first',
      check('member_accounts'),
    ],
    ['Default 0.', 'offset defaults to 0', check('member_accounts')],
  ],
  '/components/parameters/MemberId/description': [
    [
      "The account's numeric id (`Member.id`), written as a canonical decimal integer: digits only, no sign, no leading zero.",
      'an account id is a canonical decimal integer',
      check('path_parameter_patterns'),
    ],
    [
      'An id no account has answers 404.',
      'an unknown account id answers 404',
      check('member_accounts'),
    ],
  ],
  '/components/headers/MemberTotalCount/description': [
    [
      'How many accounts there are, across all pages (paging does not change it).',
      'X-Total-Count counts every account across all pages',
      check('member_accounts').by(PAGE_COUNT),
    ],
  ],
  '/components/responses/MemberNotFound/description': [
    [
      'No account has this id.',
      "names the status; the operations' sentences hold the promise",
      none,
    ],
  ],
  '/components/schemas/Member/description': [
    ['An account as the admin sees it.', 'names the schema', none],
    [
      'Its password or the hash of it is never answered.',
      'an account is answered without its password or hash',
      schema('/components/schemas/Member/additionalProperties'),
    ],
  ],
  '/components/schemas/Member/properties/createdAt/description': [
    ['When the account was created.', "names the field; its format is the schema's", none],
  ],
};
