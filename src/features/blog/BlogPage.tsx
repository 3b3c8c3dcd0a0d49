import { Link } from 'react-router-dom';
import styled, { type DefaultTheme } from 'styled-components';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { Badge } from '../../components/Badge/Badge';
import { Section } from '../../components/Section/Section';
import { formatDateID } from '../../lib/format';
import { BLOG_POSTS } from './blog-data';
import {
  CardGrid,
  CardImage,
  CardMeta,
  LinkCard,
  ListingHero,
} from '../../components/Listing/Listing';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const heroBackground = ({ band }: DefaultTheme) =>
  `radial-gradient(circle at 80% 20%, ${translucent(shade.mint, 0.22)}, transparent 45%), linear-gradient(135deg, ${band.ink}, ${band.grass})`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The members blog. */
export function BlogPage() {
  return (
    <main>
      <title>{`Blog Pelatih | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Artikel latihan, taktik, kepelatihan dan nutrisi dari instruktur API Futsal, dengan materi khusus anggota."
      />
      <ListingHero $background={heroBackground} $leadWidth="42rem">
        <div>
          <h1>Blog Pelatih</h1>
          <p>
            Catatan dari lapangan: latihan yang kami pakai, taktik yang kami ajarkan, dan materi
            lengkap khusus anggota.
          </p>
        </div>
      </ListingHero>
      <Section aria-label="Daftar artikel blog">
        <CardGrid $columns={2}>
          {BLOG_POSTS.map((post, i) => (
            <li key={post.id}>
              <LinkCard $gap={3} $titleSize="xl" aria-labelledby={`post-${post.id}`}>
                <CardImage src={post.image} eager={i < 2} />
                <div>
                  <Tags>
                    <Badge>{post.category}</Badge>
                    {post.hasLockedContent && <Badge $tone="primary">Materi anggota</Badge>}
                    {post.hasPdf && <Badge $tone="success">PDF</Badge>}
                  </Tags>
                  <h2 id={`post-${post.id}`}>
                    <Link to={ROUTES.blogPost(post.id)}>{post.title}</Link>
                  </h2>
                  <p>{post.excerpt}</p>
                  <CardMeta>
                    {post.author} · <time dateTime={post.date}>{formatDateID(post.date)}</time> ·{' '}
                    {post.readTime} baca
                  </CardMeta>
                </div>
              </LinkCard>
            </li>
          ))}
        </CardGrid>
      </Section>
    </main>
  );
}
