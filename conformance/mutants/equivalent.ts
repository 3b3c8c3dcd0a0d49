/**
 * The mutants no client could tell from a correct server, each with the reason. A mutant is
 * declared here only when its answers are ones the contract allows a conforming server to give
 * in the situations the kit (or any client) can bring about. An entry names one mutant by its
 * id, or every mutant whose id matches its pattern (the same mistake on every operation).
 */
export const EQUIVALENT: { id: string | RegExp; reason: string }[] = [
  {
    id: /^header-removed:[^:]+:API-Version$/,
    reason:
      'API-Version is an optional header (required: false): a conforming server may leave it out of any answer, and a client then only does not know the version',
  },
  {
    id: /^header-value:[^:]+:API-Version$/,
    reason:
      "the value is another patch of the same contract (its last number one higher): a server of a later patch release answers it, and a client acts on the major version only, as the header's description says",
  },
  {
    id: /^header-value:[^:]+:Retry-After$/,
    reason:
      "the wait is one second longer: Retry-After counts whole seconds from when the answer left the server, so a second more is within its rounding and the network's delay (a 503's is an estimate, 'likely to be served'); a client can tell it from a correct server only by retrying inside that second, against the header, and one that waits as told is served either way",
  },
  {
    id: /^normalisation-(case|space):(createArticle|updateArticle):(title|author|date|category|banner)$|^normalisation-(case|space):setMemberMembership:membership$|^normalisation-case:register:name$/,
    reason:
      "the contract normalises a registration's name (the white space around it) and an email (white space and letter case) only: an article's texts, date and banner, a plan and a name's letter case are stored as sent, so a server has no normalisation to undo and answers them as sent either way",
  },
  {
    id: 'bound-loosened:register:name.minLength',
    reason:
      "the name's pattern (a character that is not white space) refuses the empty name as well: it is refused with 400 whatever its minLength says",
  },
  ...['createArticle', 'updateArticle'].flatMap((op) =>
    ['banner', 'sections[].images[]'].map((field) => ({
      id: `bound-loosened:${op}:${field}.minLength`,
      reason:
        "an image's pattern refuses every text shorter than its minLength (1) as well: the empty text is neither a site path nor a data URL, so it is refused with 400 whatever the bound says",
    })),
  ),
];

export const equivalentReason = (id: string) =>
  EQUIVALENT.find((e) => (typeof e.id === 'string' ? e.id === id : e.id.test(id)))?.reason;
