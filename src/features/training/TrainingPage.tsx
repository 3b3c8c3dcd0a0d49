import { Link } from 'react-router-dom';
import styled, { type DefaultTheme } from 'styled-components';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { Badge, type BadgeTone } from '../../components/Badge/Badge';
import { Section } from '../../components/Section/Section';
import { formatDateID } from '../../lib/format';
import { TRAININGS, type TrainingCategory } from './training-data';
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
  `radial-gradient(circle at 15% 20%, ${translucent(shade.mint, 0.25)}, transparent 45%), linear-gradient(135deg, ${band.forest}, ${band.night})`;

const More = styled.span`
  margin-top: ${({ theme }) => theme.space[2]};
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

const TONE: Record<TrainingCategory, BadgeTone> = {
  Professional: 'primary',
  Certification: 'success',
  Workshop: 'neutral',
  Beginner: 'neutral',
};

/** Training programmes: 5 cards linking to /training/{id}. */
export function TrainingPage() {
  return (
    <main>
      <title>{`Pelatihan | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Program pelatihan, workshop dan sertifikasi untuk pelatih futsal dan sepak bola di Indonesia."
      />
      <ListingHero $background={heroBackground} $leadWidth="42rem">
        <div>
          <h1>Program Pelatihan</h1>
          <p>
            Dari kelas dasar untuk pelatih baru sampai lisensi profesional: pilih program yang
            sesuai dengan perjalanan kepelatihan Anda.
          </p>
        </div>
      </ListingHero>
      <Section aria-label="Daftar program pelatihan">
        <CardGrid>
          {TRAININGS.map((t, i) => (
            <li key={t.id}>
              <LinkCard aria-labelledby={`training-${t.id}`}>
                <CardImage src={t.image} eager={i < 3} />
                <div>
                  <p>
                    <Badge $tone={TONE[t.category]}>{t.category}</Badge>
                  </p>
                  <h2 id={`training-${t.id}`}>
                    <Link to={ROUTES.trainingDetail(t.id)}>{t.title}</Link>
                  </h2>
                  <p>{t.description}</p>
                  <CardMeta>
                    <time dateTime={t.date}>{formatDateID(t.date)}</time> · {t.duration}
                  </CardMeta>
                  <CardMeta>{t.location}</CardMeta>
                  <More aria-hidden="true">Lihat detail →</More>
                </div>
              </LinkCard>
            </li>
          ))}
        </CardGrid>
      </Section>
    </main>
  );
}
