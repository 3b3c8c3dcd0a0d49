import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { DISCOVER_STRINGS } from '../../config/strings';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { DetailBanner } from '../../components/DetailBanner/DetailBanner';
import { Section } from '../../components/Section/Section';
import { PageMessage } from '../../components/StatePanel/StatePanel';
import { YouTubeFacade } from '../../components/YouTubeFacade/YouTubeFacade';
import { formatDateID } from '../../lib/format';
import { SaveForOffline } from '../saved';
import { useIsLoggedIn } from '../../shell/session';
import { DRILL_SHEET_PDF, findPost, type BlogPost } from './blog-data';
import { LockedPrompt, MembersSection } from './MembersSection';
import { ProtectedDownload } from './ProtectedDownload';
import { Prose } from './Prose';
import { sanitizePostHtml } from './sanitize';

const Article = styled.article`
  max-width: 46rem;
  margin: 0 auto;
`;
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 700;
  text-decoration: none;
`;
const Banner = styled(DetailBanner)`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
`;
const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
const Extras = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const SaveSlot = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const VIDEO_POSTER = '/images/blog/video-poster.svg';

/** What "Simpan untuk offline" keeps of a post: its page and images; a member's section and PDF. */
const saveTarget = (post: BlogPost) => ({
  path: ROUTES.blogPost(post.id),
  title: post.title,
  where: 'Blog',
  api: [],
  images: post.youtubeId ? [post.image, VIDEO_POSTER] : [post.image],
  member:
    post.hasLockedContent || post.hasPdf
      ? {
          blogPost: post.hasLockedContent ? post.id : undefined,
          documents: post.hasPdf ? [DRILL_SHEET_PDF] : [],
        }
      : undefined,
});

/**
 * A blog post: sanitised HTML, the members' section (from the API, for signed-in visitors;
 * a login prompt for others), the drill sheet PDF and a video facade.
 */
export function BlogPostPage() {
  const { id } = useParams();
  const post = findPost(id);
  const signedIn = useIsLoggedIn();

  if (!post) {
    return (
      <main>
        <title>{`${DISCOVER_STRINGS.postNotFound} | ${BRAND.name}`}</title>
        <meta name="description" content="Artikel blog yang Anda cari tidak ditemukan." />
        <Section>
          <PageMessage>
            <h1>{DISCOVER_STRINGS.postNotFound}</h1>
            <p>Artikel ini tidak ada atau sudah dipindahkan.</p>
            <ButtonLink to={ROUTES.blog}>Kembali ke blog</ButtonLink>
          </PageMessage>
        </Section>
      </main>
    );
  }

  return (
    <main>
      <title>{`${post.title} | ${BRAND.name}`}</title>
      <meta name="description" content={post.excerpt} />
      <Section>
        <Article aria-labelledby="post-title">
          <Back to={ROUTES.blog}>← Semua artikel</Back>
          <p>
            <Badge>{post.category}</Badge>
          </p>
          <h1 id="post-title">{post.title}</h1>
          <Meta>
            {post.author} · <time dateTime={post.date}>{formatDateID(post.date)}</time> ·{' '}
            {post.readTime} baca
          </Meta>
          <SaveSlot>
            <SaveForOffline target={saveTarget(post)} />
          </SaveSlot>
          <Banner src={post.image} alt="" width={640} height={400} />
          <Prose dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }} />
          {post.hasLockedContent &&
            (signedIn ? <MembersSection key={post.id} postId={post.id} /> : <LockedPrompt />)}
          {(post.hasPdf || post.youtubeId) && (
            <Extras>
              {post.youtubeId && (
                <section aria-labelledby="video-title">
                  <h2 id="video-title">Video latihan</h2>
                  <YouTubeFacade
                    videoId={post.youtubeId}
                    title={post.title}
                    poster={VIDEO_POSTER}
                  />
                </section>
              )}
              {post.hasPdf && (
                <section aria-labelledby="pdf-title">
                  <h2 id="pdf-title">Drill sheet</h2>
                  <p>
                    Satu halaman berisi ukuran lapangan, aturan dan progresi, siap dicetak untuk
                    sesi Anda.
                  </p>
                  <ProtectedDownload
                    document={DRILL_SHEET_PDF}
                    label="Unduh drill sheet (PDF)"
                    keptWithArticle
                  />
                </section>
              )}
            </Extras>
          )}
        </Article>
      </Section>
    </main>
  );
}
