import type { components } from './schema';

export type User = components['schemas']['User'];
export type Role = components['schemas']['Role'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type Article = components['schemas']['Article'];
export type ArticleInput = components['schemas']['ArticleInput'];
export type ApiErrorBody = components['schemas']['Error'];
