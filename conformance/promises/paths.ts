/** The promises of the servers, tags and operations (`paths`); see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const PATH_PROMISES: Rows = {
  '/paths/~1articles/get/description': [
    [
      'Articles, newest first (see **Order** below).',
      'the list is newest first',
      check('listing').by('the list sorted oldest first'),
    ],
    [
      'Public.',
      'the list is public',
      check('positive_data_acceptance').by(
        'public reads refused without a token (401 to the list, the stats and an article)',
      ),
      'the kit reads public operations without a token',
    ],
    [
      'Without `limit` the answer holds every matching article; with `limit` and `offset` it holds one page of them.',
      'without limit every matching article; with limit and offset one page',
      check('listing').by('limit ignored (every article on one page)'),
    ],
    [
      '**Order.** An article is listed by its `date`; an article without one (`date: null`) by the day it was created, in Asia/Jakarta (UTC+7), so a new article is among the newest whether it has a date or not.',
      'an article is ordered by its date, or by the day it was created (Asia/Jakarta) when it has none',
      check('listing').by('undated articles listed last (not by the day they were created)'),
    ],
    [
      'Articles listed on the same day go newest id first.',
      'articles of the same day go newest id first',
      check('listing').by('articles of one day listed oldest id first'),
    ],
    [
      "The `date` answered stays the article's own: `null` when it has none.",
      'date is answered as stored: null when there is none, never filled in',
      check('normalisation').by('an article without a date answered with the day it was created'),
    ],
    [
      '**Search and filter.** `q` keeps the articles whose title, category or author match it, ignoring case and accents; `category` keeps one category.',
      'q matches title, category or author ignoring case and accents; category keeps one category',
      check('listing').by('a search that ignores q (every article matches)'),
    ],
    [
      'Without them every article matches, exactly as before they existed.',
      'without q and category every article matches',
      check('listing').by('a blank q answered with no articles (a search for the empty string)'),
    ],
    [
      "**Summary view.** `view=summary` leaves out `sections` and adds `excerpt` (the start of the first section's text): what a list of cards needs, at a fraction of the size.",
      'view=summary leaves out sections and adds excerpt',
      check('listing').by('view=summary answered with whole articles'),
    ],
    [
      'Without `view` (or with `view=full`) the items are whole articles.',
      'without view the items are whole articles',
      check('listing').by('whole articles without view answered as summaries'),
    ],
    [
      '**Total.** Every answer carries `X-Total-Count`: how many articles match `q` and `category` across all pages.',
      'every list answer carries X-Total-Count: the matches across all pages',
      check('listing').by('a wrong total (X-Total-Count counts only the page)'),
      'presence is also in the schema: /components/headers/TotalCount/required',
    ],
    [
      'The body stays a plain array.',
      'the list body is a plain array',
      schema('/paths/~1articles/get/responses/200/content/application~1json/schema/type').by(
        'the article list wrapped in an object ({ "items": [...] })',
      ),
    ],
  ],
  '/paths/~1articles/get/responses/200/description': [
    ['The articles (whole, or summaries with `view=summary`).', "names the answer's content", none],
  ],
  '/paths/~1articles/post/description': [
    [
      'Creates an article and answers with the stored article, including its new id.',
      'create answers the stored article with its new id',
      check('stateful').by('the create answer without its id (201 with the body as sent)'),
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
      check('positive_data_acceptance').by(
        'public reads refused without a token (401 to the list, the stats and an article)',
      ),
      'the kit reads public operations without a token',
    ],
    [
      'A list page shows these counts without downloading the list.',
      'what the counts are for',
      none,
    ],
  ],
  '/paths/~1articles~1{id}/get/description': [
    [
      'Public.',
      'an article is public',
      check('positive_data_acceptance').by(
        'public reads refused without a token (401 to the list, the stats and an article)',
      ),
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
    [
      'One article with its tags and sections.',
      "names the answer; its shape is the schema's (Article)",
      none,
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
      check('stateful').by('deleting an unknown id answered 204 (a delete that never fails)'),
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
      )
        .by('a document answered inline (Content-Disposition: inline)')
        .by("members' documents answered with Cache-Control: public, max-age=600"),
    ],
    [
      'Any signed-in user (member or admin) may download it; a name the server does not hold answers 404.',
      'any signed-in user downloads a document; an unknown name answers 404',
      check('members_content').by('documents refused to members (403: read as admins only)'),
    ],
    [
      'A PDF for signed-in members: the company profile (`company-profile-api-futsal.pdf`) and the rondo 4v1 drill sheet (`drill-sheet-rondo-4v1.pdf`).',
      "names the documents; which names the server holds is the DocumentName parameter's promise",
      none,
    ],
  ],
  '/paths/~1documents~1{name}/get/responses/200/headers/Content-Disposition/description': [
    [
      "`attachment` with the document's file name.",
      "Content-Disposition is attachment with the document's file name",
      schema(
        '/paths/~1documents~1{name}/get/responses/200/headers/Content-Disposition/schema/pattern',
      ).by('a document answered inline (Content-Disposition: inline)'),
    ],
  ],
  '/paths/~1documents~1{name}/get/responses/200/content/application~1pdf/schema/description': [
    [
      'A PDF document (it starts with `%PDF-`).',
      'a document is a PDF (starts with %PDF-)',
      check('members_content').by('a document answered as an HTML error page (200, not a PDF)'),
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
      schema('/components/headers/PrivateNoStore/schema/const').by(
        "members' blog sections cached publicly (Cache-Control: public, max-age=600)",
      ),
    ],
  ],
  '/paths/~1articles~1stats/get/responses/200/description': [
    ['The counts.', "names the answer; its content is the operation's", none],
  ],
  '/paths/~1articles~1{id}/get/responses/200/description': [
    ['The article.', 'names the answer', none],
  ],
  '/paths/~1articles~1{id}/delete/responses/204/description': [
    ['Deleted.', "names the status; the operation's sentences hold the promise", none],
  ],
  '/paths/~1documents~1{name}/get/responses/200/description': [
    ['The PDF file.', "names the answer; that it is a PDF is the schema's sentence", none],
  ],
  '/paths/~1blog~1{id}~1members/get/responses/200/description': [
    ["The members' section of the post.", 'names the answer', none],
  ],
};
