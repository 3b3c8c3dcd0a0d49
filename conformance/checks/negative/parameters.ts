/** The negative inputs for path and query parameters, and how a server reads a parameter. */
import type { Contract, Schema } from '../../contract.ts';
import { typesOf } from '../../util.ts';

/** Invalid values for a parameter (path or query), as the strings sent on the wire. */
export function invalidParameterValues(
  contract: Contract,
  schema: Schema,
  /** a valid value (e.g. an existing id) to build look-alikes of */
  near?: string,
): { name: string; value: string }[] {
  const s = contract.deref<Schema>(schema);
  const types = typesOf(s);
  const out: { name: string; value: string }[] = [];
  if (types.includes('integer') || types.includes('number')) {
    out.push({ name: 'not a number', value: 'abc' });
    if (types.includes('integer')) out.push({ name: 'a fraction', value: '1.5' });
    if (typeof s.minimum === 'number')
      out.push({ name: `below minimum ${s.minimum}`, value: String(s.minimum - 1) });
    if (typeof s.maximum === 'number')
      out.push({ name: `above maximum ${s.maximum}`, value: String(s.maximum + 1) });
    out.push({ name: 'a 30-digit number', value: '9'.repeat(30) });
    out.push({ name: 'negative', value: '-1' });
    if (types.includes('integer')) {
      // Integers travel as canonical decimals: these must not be read as `near`.
      const n = near ?? '1';
      out.push({ name: `leading zero (0${n})`, value: `0${n}` });
      out.push({ name: `plus sign (+${n})`, value: `+${n}` });
      out.push({
        name: `hexadecimal (0x${Number(n).toString(16)})`,
        value: `0x${Number(n).toString(16)}`,
      });
      out.push({ name: `trailing space ("${n} ")`, value: `${n} ` });
    }
  }
  if (types.includes('string')) {
    if (typeof s.maxLength === 'number')
      out.push({
        name: `longer than maxLength ${s.maxLength}`,
        value: 'a'.repeat(s.maxLength + 1),
      });
    if (Array.isArray(s.enum))
      out.push({ name: 'not one of the allowed values', value: '__not_in_enum__' });
  }
  return out.filter((v) => !parameterValid(contract, s, v.value));
}

/**
 * Whether a wire value satisfies a parameter schema (numbers are parsed as a
 * server would). An integer is written as a canonical decimal: `01`, `+1`,
 * `0x1` and `1 ` are not integers on the wire.
 */
export function parameterValid(contract: Contract, schema: Schema, wire: string): boolean {
  const types = typesOf(schema);
  if (types.includes('integer') && !types.includes('number') && !types.includes('string'))
    return /^(0|-?[1-9]\d*)$/.test(wire) && contract.validate(schema, Number(wire)).valid;
  if (
    (types.includes('integer') || types.includes('number')) &&
    /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(wire)
  ) {
    return contract.validate(schema, Number(wire)).valid;
  }
  if (types.includes('boolean') && (wire === 'true' || wire === 'false')) return true;
  return contract.validate(schema, wire).valid;
}
