// The single executable's contract (conformance/sea-main.ts writes the one it carries to a
// temporary file at start): the default contract from then on (contract.ts).
let file: string | undefined;

export function setEmbeddedContract(path: string): void {
  file = path;
}

export function embeddedContract(): string | undefined {
  return file;
}
