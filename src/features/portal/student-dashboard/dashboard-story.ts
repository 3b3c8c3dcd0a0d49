import { createHandlers } from '../../../../mocks/handlers';
import { fixtures } from '../../../../mocks/contract';
import { PAGE_MODES } from '../../../../.storybook/modes';

/** The member the dashboard's stories sign in as (the contract's example member). */
export const STORY_MEMBER = fixtures.memberUser();

/**
 * The parameters of every story of the member's dashboard: its route, a signed-in member, the
 * mock answering GET /user with that member, and the page's visual modes.
 */
export const DASHBOARD_STORY_PARAMETERS = {
  chromatic: { modes: PAGE_MODES },
  route: '/user/dashboard',
  session: 'member',
  msw: createHandlers({ getCurrentUser: { status: 200, body: STORY_MEMBER } }),
};
