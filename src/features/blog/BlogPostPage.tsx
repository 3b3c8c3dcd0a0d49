import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { DISCOVER_STRINGS } from '../../config/strings';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { DetailBanner } from '../../components/DetailBanner/DetailBanner';
import { Section } from '../../components/Section/Section';
import { MessageActions, PageMessage } from '../../components/StatePanel/StatePanel';
import { YouTubeFacade } from '../../components/YouTubeFacade/YouTubeFacade';
import { formatDateID } from '../../lib/format';
import { useIsLoggedIn } from '../session';
import { DRILL_SHEET_PDF, findPost } from './blog-data';
import { ProtectedDownload } from './ProtectedDownload';
import { sanitizePostHtml } from './sanitize';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';

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
const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.75;
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    margin-top: 1.75em;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-top: 1.5em;
  }
  li + li {
    margin-top: 0.375em;
  }
  blockquote {
    margin: 1.5em 0;
    padding: 0.75em 1.25em;
    border-left: 4px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
    font-style: italic;
  }
`;
const Members = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;
const Locked = styled.section`
  position: relative;
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 2px dashed ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 32rem;
    margin: 0 auto 1.25rem;
  }
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

/** A blog post: sanitised HTML, a members-only section, the drill sheet PDF and a video facade. */
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
          <Banner src={post.image} alt="" width={640} height={400} />
          <Prose dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }} />
          {post.lockedContent &&
            (signedIn ? (
              <Members aria-labelledby="members-title">
                <p>
                  <Badge $tone="success">Anggota</Badge>
                </p>
                <h2 id="members-title">Materi khusus anggota</h2>
                <Prose dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.lockedContent) }} />
              </Members>
            ) : (
              <Locked aria-labelledby="locked-title">
                <StrokeIcon width="40" height="40">
                  <rect x="4" y="10" width="16" height="11" rx="2" />
                  <path d="M8 10V7a4 4 0 0 1 8 0v3" />
                </StrokeIcon>
                <h2 id="locked-title">Lanjutan artikel ini khusus anggota</h2>
                <p>
                  Login atau daftar untuk membaca progresi latihan, contoh sesi lengkap dan materi
                  unduhan.
                </p>
                <MessageActions>
                  <ButtonLink to={ROUTES.login}>Login</ButtonLink>
                  <ButtonLink to={ROUTES.register} $variant="secondary">
                    Daftar
                  </ButtonLink>
                </MessageActions>
              </Locked>
            ))}
          {(post.hasPdf || post.youtubeId) && (
            <Extras>
              {post.youtubeId && (
                <section aria-labelledby="video-title">
                  <h2 id="video-title">Video latihan</h2>
                  <YouTubeFacade
                    videoId={post.youtubeId}
                    title={post.title}
                    poster="/images/blog/video-poster.svg"
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
                    href={DRILL_SHEET_PDF.href}
                    fileName={DRILL_SHEET_PDF.fileName}
                    label="Unduh drill sheet (PDF)"
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
