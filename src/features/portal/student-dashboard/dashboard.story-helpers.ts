import { createHandlers } from '../../../../mocks/handlers';
import { fixtures } from '../../../../mocks/contract';
import { pageParameters } from '../../../../.storybook/page-parameters';

/** The member the dashboard's stories sign in as (the contract's example member). */
export const STORY_MEMBER = fixtures.memberUser();

/**
 * The parameters of every story of the member's dashboard: the page modes and its route, a
 * signed-in member, and the mock answering GET /user with that member.
 */
export const DASHBOARD_STORY_PARAMETERS = pageParameters('/user/dashboard', {
  session: 'member',
  msw: createHandlers({ getCurrentUser: { status: 200, body: STORY_MEMBER } }),
});
