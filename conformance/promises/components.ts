/** The promises of the shared parameters, headers and responses; see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const COMPONENT_PROMISES: Rows = {
  '/components/parameters/ArticleId/description': [
    [
      "The article's numeric id, written as a canonical decimal integer: digits only, no sign, no leading zero, no spaces.",
      'an article id is a canonical decimal integer',
      check('path_parameter_patterns').by(
        'article ids read leniently, seen by the path patterns (01 names article 1)',
      ),
    ],
    [
      '`01`, `+1`, `0x1` or `1%20` name no article (404).',
      '01, +1, 0x1 or 1%20 name no article (404)',
      check('path_parameter_patterns').by(
        'article ids read leniently, seen by the path patterns (01 names article 1)',
      ),
    ],
  ],
  '/components/parameters/Limit/description': [
    [
      'Page size: answer at most this many articles.',
      'limit: at most this many articles (1 to 100)',
      check('listing').by('limit ignored (every article on one page)'),
      'its bounds are in the schema: /components/parameters/Limit/schema/maximum',
    ],
    [
      'Optional; without it every article is returned (the behaviour before pagination existed).',
      'without limit every article',
      check('across_operations').by(
        'a list without limit cut to its first 50 articles (a default page), counted whole',
      ),
    ],
    [
      'Written in plain decimal digits only: `1e2`, `01`, ` 1` or `+1` get `400`.',
      'limit in anything but plain decimal digits gets 400',
      check('negative_data_rejection').by(
        'limit and offset read leniently (01, +1 and 1e2 taken as numbers)',
      ),
    ],
  ],
  '/components/parameters/Offset/description': [
    [
      'How many articles (newest first) to skip before the page starts.',
      'offset skips that many articles, newest first',
      check('listing').by('offset ignored (every page is the first)'),
    ],
    [
      'Default 0.',
      'offset defaults to 0',
      check('listing').by(
        'a page without offset starting at the second article (offset 1 by default)',
      ),
      'the default is in the schema (/components/parameters/Offset/schema/default); no answer shows a default, the list does',
    ],
    [
      'Written in plain decimal digits only: `1e2`, `01`, ` 1` or `+1` get `400`.',
      'offset in anything but plain decimal digits gets 400',
      check('negative_data_rejection').by(
        'limit and offset read leniently (01, +1 and 1e2 taken as numbers)',
      ),
    ],
  ],
  '/components/parameters/Query/description': [
    [
      'An article matches when every word of `q` is found in its title, category or author, ignoring case and accents (`Teknik` finds `teknik` and `T\u00e9knik`), or is a close spelling of a word there (`tehnik` finds `Teknik`; pg_trgm word similarity of at least 0.4, which lets one wrong letter in a six-letter word through).',
      'q matches every word, ignoring case and accents, or a close spelling',
      check('listing').by('q matched in the title only (not the category or the author)'),
    ],
    [
      'Blank or absent: no search.',
      'a blank q searches nothing',
      check('listing').by('a blank q answered with no articles (a search for the empty string)'),
    ],
    ['Search text.', 'names the parameter', none],
    [
      'A NUL character in it gets `400`.',
      'a NUL in q gets 400',
      check('negative_data_rejection').by('a NUL in q dropped (the search runs without it)'),
    ],
  ],
  '/components/parameters/Category/description': [
    [
      'Keep only articles of this category (exact, ignoring case).',
      'category keeps one category, exact, ignoring case',
      check('listing').by('a category matched with its letter case (Teknik does not find teknik)'),
    ],
    [
      'Blank or absent means every category.',
      'a blank category keeps every category',
      check('listing').by(
        'a blank category answered with no articles (a search for the empty category)',
      ),
    ],
    [
      'A NUL character in it gets `400`.',
      'a NUL in category gets 400',
      check('negative_data_rejection').by('a NUL in category dropped (the filter runs without it)'),
    ],
  ],
  '/components/parameters/View/description': [
    [
      '`full` (the default): whole articles.',
      'view defaults to full',
      check('listing').by('whole articles without view answered as summaries'),
      'the default is in the schema (/components/parameters/View/schema/default); no answer shows a default, the list does',
    ],
    [
      '`summary`: each item leaves out `sections` and carries `excerpt` instead (see ArticleSummary), for lists.',
      'view=summary items carry excerpt and no sections',
      check('listing').by('view=summary answered with whole articles'),
    ],
  ],
  '/components/parameters/DocumentName/description': [
    [
      "The document's file name: lower-case letters, digits and single hyphens, then `.pdf`.",
      'a document name is lower-case letters, digits and single hyphens, then .pdf',
      schema('/components/parameters/DocumentName/schema/pattern').by(
        'a document name in capitals answered with the document (a case-insensitive file system)',
      ),
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
      check('path_parameter_patterns').by('blog ids read leniently (01 and +1 name post 1)'),
    ],
  ],
  '/components/parameters/IfMatch/description': [
    [
      'The `ETag` of the version the client edited (`"3"`), or `*` for any version.',
      'If-Match takes an ETag or * for any version',
      check('conditional_writes').by('If-Match: * refused with 412 (no tag is *)'),
    ],
    [
      'Optional: without it the write is made whatever the version (as before 2.0.0).',
      'without If-Match the write is made whatever the version',
      check('conditional_writes').by(
        'a write without If-Match refused with 428 (If-Match made mandatory)',
      ),
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
      check('conditional_writes').by('a malformed If-Match read leniently ("3"x counted as "3")'),
    ],
    [
      'Longer than 200 characters: `400`, and nothing is written.',
      'an If-Match over 200 characters is answered 400 and writes nothing',
      check('conditional_writes').by(
        'an over-long If-Match read (no length limit, the current tag found)',
      ),
      'the bound is in the schema: /components/parameters/IfMatch/schema/maxLength',
    ],
    [
      'A list is tags separated by commas (spaces around them allowed); `*` stands alone.',
      'an If-Match list matches when one of its tags is current',
      check('conditional_writes').by(
        'an If-Match list read as one tag (a list naming the current version gets 412)',
      ),
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
      check('conditional_reads').by('a malformed If-None-Match answered 304 ("3"x counted as "3")'),
    ],
    [
      'Longer than 200 characters: `400`.',
      'an If-None-Match over 200 characters is answered 400',
      check('conditional_reads').by(
        'an over-long If-None-Match read (no length limit, its first 200 characters used)',
      ),
      'the bound is in the schema: /components/parameters/IfNoneMatch/schema/maxLength',
    ],
    [
      'The `ETag` of the version the client holds, or a list of them separated by commas.',
      'an If-None-Match list naming the current version gets 304',
      check('conditional_reads').by('an If-None-Match list read as one tag (no 304 for a list)'),
    ],
  ],
  '/components/headers/ETag/description': [
    [
      "The article's version as a strong entity tag: its `version` in double quotes.",
      'ETag is a strong tag: the version in double quotes',
      schema('/components/headers/ETag/schema/pattern').by(
        'weak entity tags (W/"N"), judged by the ETag header\'s schema',
      ),
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
    [
      'The version of this contract (`info.version`) that the server implements, e.g. `2.0.0`.',
      'API-Version, when sent, is a version MAJOR.MINOR.PATCH',
      schema('/components/headers/ApiVersion/schema/pattern').by('API-Version answered as v2'),
      'which version a server implements is its own; the kit warns on another major (conformance/version.ts)',
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
};
