import fs from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const SCHEMA = fs.readFileSync(new URL('./junit.xsd', import.meta.url), 'utf8');

/** Validates JUnit XML against junit.xsd with libxml2 (xmllint): the errors, none when valid. */
export async function junitSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'conformance.xml', contents: xml },
    schema: { fileName: 'junit.xsd', contents: SCHEMA },
  });
  return result.errors.map((e) => e.rawMessage);
}
