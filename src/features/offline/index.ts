export { CACHE, RECENT_DAYS, USER_SCOPE_PREFIX, userScoped } from './names';
