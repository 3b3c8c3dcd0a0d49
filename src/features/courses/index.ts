export { COURSES } from './courses-data';
export type { Course } from './courses-data';
