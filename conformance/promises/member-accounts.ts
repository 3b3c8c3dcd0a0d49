/**
 * The promises of the admin's member accounts (`GET /members`, `PUT /members/{id}/membership`)
 * and of their parameters, headers and schemas; see conformance/PROMISES.md.
 */
import { type Rows, check, none, schema } from './types.ts';

const MEMBERS_OPEN =
  'the member accounts open to every signed-in member (the admin role not checked)';
const PAGING_IGNORED =
  'limit and offset of the member accounts ignored (the whole list on every page)';
const DEFAULT_PAGE =
  'the member accounts without limit cut to a default page of one, counted whole';
const UNKNOWN_ID = 'a membership set on an unknown id answered 200 (no lookup before the update)';
const WITH_HASH = 'the member accounts answered with their password hash';
const PAGE_COUNT = "a page of the member accounts counted by X-Total-Count as the page's length";

export const MEMBER_ACCOUNT_PROMISES: Rows = {
  '/info/description': [
    [
      "The member accounts (`GET /members`) and their membership plan (`PUT /members/{id}/membership`) are the admin's.",
      'only admins list the accounts and set their plans',
      check('auth').by(MEMBERS_OPEN),
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
    ['Admins only.', 'only admins list the accounts', check('auth').by(MEMBERS_OPEN)],
    [
      'Without `limit` the answer holds every account; with `limit` and `offset` it holds one page of them.',
      'a page of the accounts is that slice of the whole list',
      check('member_accounts').by(PAGING_IGNORED, DEFAULT_PAGE),
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
      schema('/paths/~1members/get/responses/200/content/application~1json/schema/type').by(
        'the member accounts wrapped in an object ({ "items": [...] })',
      ),
    ],
    [
      'A password or its hash is never answered.',
      'an account is answered without its password or hash',
      schema('/components/schemas/Member/additionalProperties').by(WITH_HASH),
    ],
  ],
  '/paths/~1members/get/responses/200/description': [
    ['The accounts (one page of them with `limit`).', 'names the answer', none],
  ],
  '/paths/~1members~1{id}~1membership/put/description': [
    [
      "Sets the account's membership plan (`basic` or `premium`) and answers the account as it is now.",
      'setting a plan answers the account with the new plan',
      check('member_accounts').by(
        'a membership set answered with the account as it was before (read before the write)',
        'a plan the contract does not name answered 404, as an unknown account',
      ),
      'a plan other than the two gets the 400 of an invalid body, naming membership, and changes nothing',
    ],
    ['Admins only.', "only admins set an account's plan", check('auth').by(MEMBERS_OPEN)],
    [
      "The account's next `GET /user` answers the new plan.",
      "the member's own profile answers the plan an admin set",
      check('member_accounts').by('a membership set answered but not stored'),
    ],
    [
      'Setting the plan it already has changes nothing and answers the same.',
      'setting the same plan again answers the same account',
      check('member_accounts').by(
        'setting the plan an account already has refused with 409 (nothing to change)',
      ),
    ],
    [
      'An unknown id answers 404.',
      'an unknown account id answers 404',
      check('member_accounts').by(UNKNOWN_ID),
    ],
  ],
  '/paths/~1members~1{id}~1membership/put/responses/200/description': [
    ['The account with its new plan.', 'names the answer', none],
  ],
  '/components/parameters/MemberLimit/description': [
    [
      'Page size: answer at most this many accounts.',
      'limit: at most this many accounts (1 to 100)',
      check('member_accounts').by(PAGING_IGNORED),
      'its bounds are in the schema: /components/parameters/MemberLimit/schema/maximum',
    ],
    [
      'Optional; without it every account is returned.',
      'without limit, every account',
      check('member_accounts').by(DEFAULT_PAGE),
    ],
  ],
  '/components/parameters/MemberOffset/description': [
    [
      'How many accounts (oldest first) to skip before the page starts.',
      'offset skips that many accounts, oldest first',
      check('member_accounts').by(
        'the member accounts offset counted from 1 (offset=1 answers the first account)',
      ),
    ],
    [
      'Default 0.',
      'offset defaults to 0',
      check('member_accounts').by(
        'a page of the member accounts without offset starting at the second (offset 1 by default)',
      ),
    ],
  ],
  '/components/parameters/MemberId/description': [
    [
      "The account's numeric id (`Member.id`), written as a canonical decimal integer: digits only, no sign, no leading zero.",
      'an account id is a canonical decimal integer',
      check('path_parameter_patterns').by('member ids read leniently (01 and +1 name account 1)'),
    ],
    [
      'An id no account has answers 404.',
      'an unknown account id answers 404',
      check('member_accounts').by(UNKNOWN_ID),
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
      schema('/components/schemas/Member/additionalProperties').by(WITH_HASH),
    ],
  ],
  '/components/schemas/Member/properties/createdAt/description': [
    ['When the account was created.', "names the field; its format is the schema's", none],
  ],
};
