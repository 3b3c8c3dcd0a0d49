/**
 * What a contract states of its request bodies: the largest a body may be (`x-max-body-bytes` on
 * the request body; for a contract without it, the largest figure in bytes its API description
 * names) and how deeply it may nest (`x-max-body-depth`).
 */

/** The largest figure in bytes an API description names (`10485760 bytes`), if any. */
export function describedBodyLimit(description: string): number | undefined {
  const stated = [...description.matchAll(/(\d{4,})\s*bytes/gi)].map((m) => Number(m[1]));
  return stated.length ? Math.max(...stated) : undefined;
}

/** A stated figure: a positive integer, else nothing. */
const figure = (v: unknown) =>
  Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined;

/** The limits of an operation's request body. */
export interface BodyLimitsSpec {
  /** the largest body it accepts (`x-max-body-bytes`), else the API description's figure */
  maxBytes?: number;
  /** how deeply its arrays and objects may nest (`x-max-body-depth`), if stated */
  maxDepth?: number;
}

/**
 * Whether a request body is required, and its limits: the description's figure where it states
 * no size of its own.
 */
export function requestBodyTerms(
  body: Record<string, unknown>,
  described?: number,
): { required: boolean } & BodyLimitsSpec {
  return {
    required: body.required === true,
    maxBytes: figure(body['x-max-body-bytes']) ?? described,
    maxDepth: figure(body['x-max-body-depth']),
  };
}
