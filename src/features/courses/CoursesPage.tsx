import styled, { type DefaultTheme } from 'styled-components';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { Badge } from '../../components/Badge/Badge';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Section } from '../../components/Section/Section';
import { formatIDR, formatNumber } from '../../lib/format';
import { useCart } from '../cart';
import { COURSES } from './courses-data';
import { CardGrid, CardImage, cardSurface, ListingHero } from '../../components/Listing/Listing';
import { elevation, shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const heroBackground = ({ band }: DefaultTheme) =>
  `radial-gradient(circle at 80% 30%, ${translucent(shade.ember, 0.3)}, transparent 45%), linear-gradient(135deg, ${band.indigo}, ${band.field})`;
const Hero = styled(ListingHero)`
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 1.5rem;
    align-items: end;
    justify-content: space-between;
  }
`;

const CartLink = styled(ButtonLink)`
  && {
    background: ${({ theme }) => theme.color.onHero};
    color: ${({ theme }) => theme.band.ink};
    border-color: ${({ theme }) => theme.color.onHero};
  }
`;
const Item = styled.article`
  ${cardSurface}
  height: 100%;
  box-shadow: ${elevation.card};
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
    flex: 1;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;
const Badges = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
const Stats = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Buy = styled.div`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-family: ${({ theme }) => theme.font.heading};
  }
`;

/** The course catalogue: 6 professional courses, each with Add to Cart. */
export function CoursesPage() {
  const { count, has, send } = useCart();
  return (
    <main>
      <title>{`Kursus Profesional | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Kursus online profesional untuk pelatih futsal: taktik, periodisasi, kiper, analisis video dan pembinaan usia dini."
      />
      <Hero $background={heroBackground}>
        <div>
          <div>
            <h1>Kursus Profesional</h1>
            <p>
              Materi video, modul latihan dan tugas praktik yang disusun instruktur berlisensi.
              Belajar sesuai jadwal Anda.
            </p>
          </div>
          <CartLink to={ROUTES.cart}>Lihat keranjang ({count})</CartLink>
        </div>
      </Hero>
      <Section aria-label="Daftar kursus">
        <CardGrid>
          {COURSES.map((course, i) => {
            const inCart = has(course.id);
            return (
              <li key={course.id}>
                <Item aria-labelledby={`course-${course.id}`}>
                  <CardImage src={course.image} eager={i < 3} />
                  <div>
                    <Badges>
                      <Badge>{course.level}</Badge>
                      {inCart && <Badge $tone="success">✓ Di keranjang</Badge>}
                    </Badges>
                    <h2 id={`course-${course.id}`}>{course.title}</h2>
                    <p>{course.description}</p>
                    <Stats>
                      <li>{course.duration}</li>
                      <li>{course.lessons} pelajaran</li>
                      <li>
                        <span aria-hidden="true">★ </span>
                        <span className="visually-hidden">Rating </span>
                        {course.rating.toLocaleString('id-ID')}
                      </li>
                      <li>{formatNumber(course.students)} peserta</li>
                    </Stats>
                    <Buy>
                      <strong>{formatIDR(course.price)}</strong>
                      <Button
                        $variant={inCart ? 'secondary' : 'primary'}
                        aria-label={`Add to Cart: ${course.title}`}
                        onClick={() => send({ type: 'cart.add', item: course })}
                      >
                        Add to Cart
                      </Button>
                    </Buy>
                  </div>
                </Item>
              </li>
            );
          })}
        </CardGrid>
      </Section>
    </main>
  );
}
