// What other features use of the offline site: the names the service worker and the pages share,
// and the marker of content shown from the device's cache.
export { CACHE, RECENT_DAYS, USER_SCOPE_PREFIX, userScoped } from '../../service-worker/protocol';
export { SavedAtMark } from './SavedAtMark';
export { useSavedAt } from './saved-answers';
