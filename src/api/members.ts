import { api, unwrap } from './client';
import type { MemberBlogContent } from '../../common/api/types';

/**
 * GET /documents/{name}: a members' PDF, with the session's token. A 401 ends the session
 * (`unwrap`) and comes back as an ApiError like any other failure.
 */
export const downloadDocument = (name: string): Promise<Blob> =>
  unwrap(
    api().then((c) => c.GET('/documents/{name}', { params: { path: { name } }, parseAs: 'blob' })),
  );

/** GET /blog/{id}/members: the members' section of a blog post, as HTML to sanitise. */
export const getMemberBlogContent = (id: number): Promise<MemberBlogContent> =>
  unwrap(api().then((c) => c.GET('/blog/{id}/members', { params: { path: { id } } })));
