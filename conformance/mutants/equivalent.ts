/**
 * The mutants no client could tell from a correct server, each with the reason. A mutant is
 * declared here only when its answers are ones the contract allows a conforming server to give
 * in the situations the kit (or any client) can bring about.
 */
export const EQUIVALENT: { id: string; reason: string }[] = [];

export const equivalentReason = (id: string) => EQUIVALENT.find((e) => e.id === id)?.reason;
