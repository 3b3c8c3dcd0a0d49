/** The promises of the schemas; see conformance/PROMISES.md. */
import { type Rows, check, none, schema } from './types.ts';

export const SCHEMA_PROMISES: Rows = {
  '/components/schemas/Membership/description': [
    [
      'Every new account is `basic`; `premium` is granted by the provider, never chosen by the member.',
      'a new account is basic',
      check('register').by(
        'new members made premium (membership premium in the registration answer)',
      ),
    ],
    ["The member's plan.", 'names the field', none],
  ],
  '/components/schemas/RegisterRequest/properties/name/description': [
    [
      'Shown to the member and in the admin area; white space around it is removed.',
      'a registered name is answered without the white space around it',
      check('normalisation').by('a registered name stored with the white space around it'),
    ],
  ],
  '/components/schemas/EmailInput/description': [
    [
      'The server removes the white space around it and reads it in lower case.',
      'an email with white space around it, in any letter case, registers and logs in as the trimmed, lower-cased address',
      check('normalisation').by('a registered email echoed in the letter case it was typed'),
      'the register check registers its email with white space around it and in mixed case, and logs in with it in capitals',
    ],
    [
      'An email address as a person types or pastes it.',
      "what the field takes; how it is read is the next sentence's promise",
      none,
    ],
  ],
  '/components/schemas/ErrorEmailExists/description': [
    [
      'The answer to a registration whose email already has an account; its message is fixed.',
      "the duplicate registration's message is fixed",
      schema('/components/schemas/ErrorEmailExists/properties/message/const').by(
        'a duplicate registration answered 409 with another message',
      ),
    ],
  ],
  '/components/schemas/SectionImage/properties/path/description': [
    [
      'An image sent as a data URL may be answered as the site path where the server stored it.',
      'an image sent as a data URL is answered as sent or as a site path',
      check('stateful').by(
        'an image sent as a data URL answered as an empty path (the upload lost)',
      ),
    ],
    [
      'A site path (`/images/...`, `/media/<sha256>.<ext>`), or an image data URL.',
      'an answered image path is a site path or an image data URL',
      schema('/components/schemas/ImageRef/pattern').by(
        'image paths stored unchecked (a full URL kept as the path)',
      ),
      "the answer's schema (SectionImage) does not hold the pattern: no answer validation can report a full URL",
    ],
  ],
  '/components/schemas/ArticleDate/description': [
    [
      'Publication date (YYYY-MM-DD), or null when unknown.',
      'date is YYYY-MM-DD or null',
      schema('/components/schemas/ArticleDate/format', '/components/schemas/ArticleDate/type').by(
        'an undated article answered with date "" (an empty string for null)',
      ),
    ],
  ],
  '/components/schemas/ArticleBanner/description': [
    [
      'A site path or an image data URL, or null when there is none.',
      'banner is a string or null',
      schema('/components/schemas/ArticleBanner/type').by(
        "a missing banner answered as false (PHP's empty value)",
      ),
    ],
    [
      'A banner sent as a data URL may be answered as the site path where the server stored it (the reference server: `/media/<sha256>.<ext>`).',
      'a banner sent as a data URL is answered as sent or as a site path',
      check('stateful').by(
        'an image sent as a data URL answered as an empty path (the upload lost)',
      ),
    ],
  ],
  '/components/schemas/ArticleVersion/description': [
    [
      "The article's version: 1 when created, one higher after each update.",
      'version is 1 when created, one higher after each update',
      check('article_versions').by('a new article at version 0 (a counter that starts at zero)'),
    ],
    [
      'The `ETag` of an answer with one article is this number in double quotes.',
      'the ETag of an answer with one article is its version in double quotes',
      check('article_versions').by(
        'the ETag of an update answer off by one (the version before the update)',
      ),
      'the form of the tag is in the schema: /components/headers/ETag/schema/pattern',
    ],
    [
      'Servers that implement 2.0.0 always send it; a list item carries it too, so a list can send `If-Match` for the article it deletes.',
      'every article answer carries version, list items too',
      schema(
        '/components/schemas/Article/required',
        '/components/schemas/ArticleSummary/required',
      ).by('list items without version (only a single article carries it)'),
    ],
  ],
  '/components/schemas/ArticleSummary/properties/excerpt/description': [
    [
      "The first section's content with runs of white space collapsed to one space and trimmed, cut to its first 300 characters (empty when there is no section).",
      'excerpt: white space collapsed and trimmed, at most 300 characters',
      schema(
        '/components/schemas/ArticleSummary/properties/excerpt/pattern',
        '/components/schemas/ArticleSummary/properties/excerpt/maxLength',
      ).by("a list's excerpt cut without collapsing its white space (line breaks kept)"),
      "that it is the first section's start is the listing check's",
    ],
    ['A client shortens it further for its cards.', 'what a client does', none],
  ],
  '/components/schemas/SectionInput/properties/content/description': [
    [
      "The section's text: at most 20000 characters.",
      "a section's content holds at most 20000 characters",
      schema('/components/schemas/SectionInput/properties/content/maxLength').by(
        'a section over 20000 characters stored (cut to fit)',
      ),
    ],
    [
      '(Articles stored before this limit may hold longer text; they are answered whole.)',
      'older, longer text is answered whole',
      schema('/components/schemas/Section/properties/content/maxLength').by(
        'a section answered past 100000 characters (its text sent twice over, padded)',
      ),
    ],
  ],
  '/components/schemas/SectionInput/properties/youtube/description': [
    [
      'Optional YouTube link, or an empty string: an `http(s)` URL on youtube.com, www.youtube.com, m.youtube.com, youtube-nocookie.com or youtu.be, followed by a path (`https://www.youtube.com/watch?v=...`, `https://youtu.be/...`).',
      'youtube is an http(s) link on a YouTube host followed by a path, or empty',
      schema('/components/schemas/SectionInput/properties/youtube/pattern').by(
        'hostile links stored (a javascript: youtube link, a tab before a host in a path)',
      ),
    ],
    [
      'Anything else (`javascript:`, another host, a host followed by `@` or `:`) is refused with 400.',
      'any other youtube value is refused with 400',
      schema('/components/schemas/SectionInput/properties/youtube/pattern').by(
        'hostile links stored (a javascript: youtube link, a tab before a host in a path)',
      ),
    ],
  ],
  '/components/schemas/ImageRef/description': [
    [
      "A site path is a plain path: it starts with one `/` and holds no `//`, no backslash and no control character (a browser reads `/\\t/host/x.png` as `//host/x.png`, another site's image).",
      'a site path starts with one / and holds no //, backslash or control character',
      schema('/components/schemas/ImageRef/pattern').by(
        'hostile links stored (a javascript: youtube link, a tab before a host in a path)',
      ),
    ],
    [
      'A data URL is accepted on input; the server may store the image and answer its site path instead (the reference server: `/media/<sha256>.<ext>`).',
      'an image sent as a data URL is answered as sent or as a site path',
      check('stateful').by(
        'an image sent as a data URL answered as an empty path (the upload lost)',
      ),
    ],
    [
      "A data URL's payload is whole, non-empty base64 whose bytes start as an image of the named type does: PNG its 8-byte signature (`iVBORw0KGgo...`), JPEG `FF D8 FF` (`/9j/...`), GIF `GIF87a` or `GIF89a` (`R0lGOD...`), WebP `RIFF`, a size and `WEBP` (`UklGR...`), SVG `<`, a byte order mark or white space.",
      "a data URL's payload is non-empty base64 starting with the named type's signature",
      schema('/components/schemas/ImageRef/pattern').by(
        'a data URL whose bytes are not its type stored (text named image/png)',
      ),
    ],
    [
      "The pattern says all of this; what it cannot see is an SVG's structure: an SVG whose first element (after an XML declaration, comments and a doctype) is not `<svg>` is refused with 400.",
      'an SVG whose first element is not <svg> is refused with 400',
      check('negative_data_rejection').by('an SVG whose first element is not <svg> stored'),
      'the kit expects a documented 4xx',
    ],
    [
      'A site path, or an image data URL (`data:image/...;base64,...`).',
      'an image is a site path or an image data URL',
      schema('/components/schemas/ImageRef/pattern').by(
        'hostile links stored (a javascript: youtube link, a tab before a host in a path)',
      ),
    ],
  ],
  '/components/schemas/ArticleInput/description': [
    ['The body of create and update.', "names the schema's use", none],
    [
      'Tags travel as names; section images as paths or data URLs.',
      "names how tags and images travel; their forms are the schema's",
      none,
    ],
  ],
  '/components/schemas/ArticleInput/properties/date/description': [
    [
      'Publication date, YYYY-MM-DD, a real calendar date in the years 0001 to 9999 (year 0000 does not exist in the calendar databases use: refused with 400).',
      'date is a real calendar date, years 0001 to 9999',
      schema(
        '/components/schemas/ArticleInput/properties/date/pattern',
        '/components/schemas/ArticleInput/properties/date/format',
      ).by('year 0000 stored as 0001 (instead of 400)'),
    ],
  ],
  '/components/schemas/Role/description': [
    [
      'admin manages articles; user is a member.',
      "names the roles; what each may call is x-roles' promise (the info's Auth sentences)",
      none,
    ],
  ],
  '/components/schemas/DeleteAccountRequest/description': [
    [
      "The account's current password, to confirm its deletion.",
      "names the field; the operation's sentences hold the promise",
      none,
    ],
  ],
  '/components/schemas/LoginResponse/properties/token/description': [
    ['Opaque bearer token.', "names the field; its form is the server's", none],
  ],
  '/components/schemas/Error/properties/message/description': [
    [
      'A human-readable message, in Indonesian, that the site may show.',
      'the language of a message is not a rule a client can hold a server to, beyond the messages the schema fixes (const)',
      none,
    ],
  ],
  '/components/schemas/Section/properties/youtube/description': [
    [
      'A YouTube link, or an empty string.',
      'an answered youtube is a YouTube link or an empty string, never null',
      schema('/components/schemas/Section/properties/youtube/type').by(
        'an empty youtube link answered as null',
      ),
    ],
  ],
  '/components/schemas/ArticleSummary/description': [
    [
      'An article without its sections, as lists show it (`view=summary`).',
      "names the schema; view=summary's sentences hold the promise",
      none,
    ],
  ],
  '/components/schemas/ArticleStats/properties/articles/description': [
    [
      'How many articles match.',
      "names the field; the stats operation's sentence holds the promise",
      none,
    ],
  ],
  '/components/schemas/ArticleStats/properties/authors/description': [
    [
      'How many distinct authors wrote them.',
      "names the field; the stats operation's sentence holds the promise",
      none,
    ],
  ],
  '/components/schemas/MemberBlogContent/properties/postId/description': [
    [
      'The blog post this section belongs to.',
      'names the field',
      none,
      'that it is the id asked for is not checked',
    ],
  ],
  '/components/schemas/MemberBlogContent/properties/html/description': [
    [
      "The members' section as HTML (headings, paragraphs, lists, emphasis).",
      "the form of the HTML is the site's to sanitise; no rule a client holds a server to",
      none,
    ],
    ['A client sanitises it before showing it.', 'what a client does', none],
  ],
  '/components/schemas/SectionInput/properties/images/description': [
    ['Site paths or image data URLs.', "names the items; their form is ImageRef's sentences", none],
  ],
};
