// Bundled in place of 'stylis' (see vite.config.ts). styled-components 6 only
// adds stylis' vendor prefixer when `enableVendorPrefixes` is set, which this
// site never does (it targets evergreen browsers), yet its namespace import
// keeps the ~1 KB prefixer in the bundle. Everything else is stylis itself.
export * from '../node_modules/stylis/src/Enum.js';
export * from '../node_modules/stylis/src/Utility.js';
export * from '../node_modules/stylis/src/Parser.js';
export * from '../node_modules/stylis/src/Tokenizer.js';
export * from '../node_modules/stylis/src/Serializer.js';
export { middleware, rulesheet, namespace } from '../node_modules/stylis/src/Middleware.js';

/** Never used: vendor prefixing is off. Throws if someone turns it on, instead of silently not prefixing. */
export function prefixer() {
  throw new Error('Vendor prefixing is disabled in this build (bundle-aliases/stylis.js).');
}
