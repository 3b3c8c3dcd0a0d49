// Generated from openapi/openapi.yaml by scripts/generate-operations.ts (npm run api:generate).
// Do not edit: change a maxLength in the contract and regenerate.
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * The contract's maxLength of every bounded text property, by schema: what a form says as the
 * user types. `name[]` is the limit of each item of the array `name`.
 */
export const MAX_LENGTH = {
  LoginRequest: { email: 254, password: 256 },
  DeleteAccountRequest: { password: 256 },
  RegisterRequest: { name: 80, email: 254, password: 128 },
  Tag: { name: 60 },
  SectionImage: { path: 2097152 },
  Section: { subtitle: 300, content: 100000, youtube: 300 },
  Article: { title: 300, author: 120, category: 120 },
  ArticleSummary: { title: 300, author: 120, category: 120, excerpt: 300 },
  SectionInput: { subtitle: 300, content: 20000, youtube: 300, 'images[]': 2097152 },
  ArticleInput: { title: 300, author: 120, category: 120, banner: 2097152, 'tags[]': 60 },
} as const satisfies { [S in keyof Schemas]?: Record<string, number> };
