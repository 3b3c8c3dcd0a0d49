/** Business constants and timings. */
export const API_BASE_URL = '/api';
export const TOAST_DURATION_MS = 5000;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const MENU_HOVER_DELAY_MS = 200;
export const PAGE_TRANSITION_MS = 600;
export const EVENT_DETAIL_LOAD_MS = 500;
export const STUDENT_COURSES_LOAD_MS = 1000;
export const HOME_ARTICLE_COUNT = 6;
export const EXCERPT_LENGTH = 150;
export const FEATURED_EXCERPT_LENGTH = 250;
export const TICKET_QUANTITY = { min: 1, max: 10 } as const;
/** The contract allows 2 MiB per image string; a 1.5 MB file fits as a data URL. */
export const MAX_IMAGE_FILE_BYTES = 1_500_000;
/** Our own choice, not a fixed product rule: a request that takes longer than this fails with a clear message. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** How long the cart shows "just added" feedback after an item is added (our own choice). */
export const CART_ADDED_FEEDBACK_MS = 2500;
