/**
 * The shapes of what `scripts/generate-operations.ts` writes beside the access table: what each
 * operation takes and answers (common/api/operations.ts, `OPERATION_DETAILS`) and the contract's
 * examples and components as data (common/api/contract-data.ts). Every reader of the contract in
 * the repository reads these; only the generator, the contract gate, the server's routing and
 * validation plugin, the API reference page and the conformance kit read the YAML.
 */

/** What an operation takes and answers, as the contract documents it. */
export interface OperationDetails {
  /** The operation's summary. */
  readonly summary: string;
  /** Its request body: the schema's name and the limits beside it; null when it takes none. */
  readonly requestBody: RequestBodyDetails | null;
  /** The schema of each path parameter, by name (`$ref`s resolved at its top). */
  readonly pathParameters: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Every documented status, in the contract's order (`200`, `400`, …). */
  readonly statuses: readonly string[];
  /** The statuses whose answer has named examples, with their names (first media type). */
  readonly examples: Readonly<Record<string, readonly string[]>>;
}

export interface RequestBodyDetails {
  /** The name of its JSON schema in `components.schemas` (`LoginRequest`). */
  readonly schema: string;
  /** `x-max-body-bytes`: the largest body accepted (413 above); null when not stated. */
  readonly maxBytes: number | null;
  /** `x-max-body-depth`: how deeply its arrays and objects may nest (400 deeper); null when not stated. */
  readonly maxDepth: number | null;
  /** The names of its examples. */
  readonly examples: readonly string[];
}

/** A named example of the contract. */
export interface ContractExample {
  readonly summary?: string;
  readonly value: unknown;
}

/** A documented answer: its description and its examples by media type, then by name. */
export interface ResponseExamples {
  /** The first line of its description. */
  readonly description: string;
  /** The shared response it is (`components.responses`), when it is a `$ref` to one. */
  readonly component?: string;
  readonly content: Readonly<Record<string, Readonly<Record<string, ContractExample>>>>;
}

/** An operation's examples: its request body's and its answers' by status. */
export interface OperationExamples {
  readonly request: Readonly<Record<string, ContractExample>>;
  readonly responses: Readonly<Record<string, ResponseExamples>>;
}

/** The contract's components, as written (`$ref`s kept), for validators and schema checks. */
export interface ContractComponents {
  readonly schemas: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly parameters: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly headers: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly responses: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}
