import { MEMBER_STRINGS } from '../../../config/member-strings';
import type { CourseTab } from '../courses.machine';

/** The tabs, in order. */
export const COURSE_TABS = ['active', 'history', 'all'] as const satisfies readonly CourseTab[];

export const TAB_LABELS: Record<CourseTab, string> = {
  active: MEMBER_STRINGS.courses.active,
  history: MEMBER_STRINGS.courses.history,
  all: MEMBER_STRINGS.courses.all,
};
