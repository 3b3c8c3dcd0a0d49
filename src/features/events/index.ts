export { EVENTS, findEvent } from './events-data';
export type { EventItem } from './events-data';
