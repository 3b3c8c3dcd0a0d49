import { useState } from 'react';
import styled from 'styled-components';
import { BRAND } from '../../config/brand';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { FollowingSection, Section } from '../../components/Section/Section';
import { StatList } from '../../components/StatList/StatList';
import { YouTubeFacade } from '../../components/YouTubeFacade/YouTubeFacade';
import { media } from '../../theme/tokens';
import { ProtectedDownload } from '../blog';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

/** The company profile PDF, a members' document of the API (GET /documents/{name}). */
export const COMPANY_PROFILE_PDF = 'company-profile-api-futsal.pdf';
/** The story video on the company channel, loaded only on request. */
export const STORY_VIDEO_ID = 'apifutsal00';

/** The figures the about page quotes, written the id-ID way ("20.000+") when shown. */
export const ABOUT_STATS = [
  { value: 20_000, unit: '+', label: 'pelatih' },
  { value: 15_000, unit: '+', label: 'sertifikasi' },
  { value: 500, unit: '+', label: 'instruktur' },
  { value: 95, unit: '%', label: 'tingkat keberhasilan' },
] as const;

const TIMELINE = [
  {
    year: '2015',
    title: 'Berawal dari lapangan kampung',
    text: 'Sekelompok pelatih futsal di Jakarta mulai berbagi catatan latihan lewat pertemuan bulanan.',
  },
  {
    year: '2017',
    title: 'Kelas pelatih pertama',
    text: 'Kelas dasar melatih futsal pertama diikuti 40 pelatih dari Jabodetabek.',
  },
  {
    year: '2019',
    title: 'Platform Free Kick',
    text: 'Artikel teknis dan video analisis dibuka untuk semua pelatih secara online.',
  },
  {
    year: '2021',
    title: 'Program sertifikasi',
    text: 'Bekerja sama dengan asosiasi daerah, kami mulai menyelenggarakan kursus bersertifikat.',
  },
  {
    year: '2024',
    title: '20.000 pelatih',
    text: 'Komunitas kami menjangkau pelatih di 34 provinsi, dari akademi sampai sekolah.',
  },
  {
    year: '2026',
    title: 'Portal anggota',
    text: 'Kursus profesional, materi anggota dan dashboard belajar dalam satu tempat.',
  },
] as const;

const Hero = styled.header`
  background:
    radial-gradient(circle at 85% 15%, ${translucent(shade.ember, 0.3)}, transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.band.field}, ${({ theme }) => theme.band.ink});
  color: ${({ theme }) => theme.color.onHero};
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[12]};
  > div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    display: grid;
    gap: ${({ theme }) => theme.space[8]};
    align-items: center;
  }
  ${media.lg} {
    > div {
      grid-template-columns: 1.2fr 1fr;
    }
  }
  h1 {
    font-size: clamp(2.25rem, 6vw, 3.5rem);
  }
  p {
    color: ${({ theme }) => theme.band.muted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    max-width: 38rem;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.xl};
  }
`;
const Eyebrow = styled.p`
  && {
    color: ${({ theme }) => theme.band.eyebrow};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;
const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
const LightButton = styled(Button)`
  && {
    background: ${({ theme }) => theme.color.onHero};
    color: ${({ theme }) => theme.band.ink};
    border-color: ${({ theme }) => theme.color.onHero};
  }
`;
const Mission = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  article {
    padding: ${({ theme }) => theme.space[6]};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Stats = styled(StatList)`
  div {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
    text-align: center;
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.heroBg};
    color: ${({ theme }) => theme.color.onHero};
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.band.tint};
  }
`;
const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.5rem;
  border-left: 3px solid ${({ theme }) => theme.color.primary};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  li {
    position: relative;
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1.5rem - 9px);
    top: 0.35rem;
    width: 15px;
    height: 15px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    border: 3px solid ${({ theme }) => theme.color.primary};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Year = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 800;
  color: ${({ theme }) => theme.color.primary};
`;
const Profile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 40rem;
  }
`;
const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;
/** The profile card's title: the card's gap spaces it. */
const ProfileTitle = styled(SectionTitle)`
  margin: 0;
`;

/** About: mission, stats, timeline, company profile PDF and the story video dialog. */
export function AboutPage() {
  const [videoOpen, setVideoOpen] = useState(false);
  return (
    <main>
      <title>{`Tentang Kami | ${BRAND.name}`}</title>
      <meta
        name="description"
        content={`${BRAND.name}: misi, perjalanan dan tim di balik edukasi pelatih futsal dan sepak bola Indonesia.`}
      />
      <Hero>
        <div>
          <div>
            <Eyebrow>Tentang kami</Eyebrow>
            <h1>Membangun pelatih, membangun sepak bola Indonesia</h1>
            <p>{BRAND.description}</p>
            <HeroActions>
              <LightButton onClick={() => setVideoOpen(true)}>
                <svg
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path d="M6 4l14 8-14 8z" />
                </svg>
                Tonton cerita kami
              </LightButton>
            </HeroActions>
          </div>
          <img
            src="/images/about/team.svg"
            alt="Ilustrasi tim pelatih API Futsal di lapangan"
            width={640}
            height={400}
          />
        </div>
      </Hero>

      <Section aria-labelledby="mission-title">
        <SectionTitle id="mission-title">Misi kami</SectionTitle>
        <Mission>
          <article>
            <h3>Ilmu yang bisa dipakai besok pagi</h3>
            <p>
              Setiap materi lahir dari sesi latihan nyata dan langsung bisa diterapkan di lapangan
              Anda.
            </p>
          </article>
          <article>
            <h3>Pelatih untuk semua level</h3>
            <p>
              Dari guru olahraga dan orang tua sampai pelatih berlisensi: jalur belajar yang jelas
              untuk setiap tahap.
            </p>
          </article>
          <article>
            <h3>Komunitas yang saling menguatkan</h3>
            <p>
              Webinar, coaching clinic dan forum anggota menghubungkan pelatih dari Sabang sampai
              Merauke.
            </p>
          </article>
        </Mission>
      </Section>

      <FollowingSection aria-labelledby="stats-title">
        <SectionTitle id="stats-title">Dampak dalam angka</SectionTitle>
        <Stats stats={ABOUT_STATS} />
      </FollowingSection>

      <FollowingSection aria-labelledby="timeline-title">
        <SectionTitle id="timeline-title">Perjalanan kami</SectionTitle>
        <Timeline>
          {TIMELINE.map((t) => (
            <li key={t.year}>
              <Year>{t.year}</Year>
              <h3>{t.title}</h3>
              <p>{t.text}</p>
            </li>
          ))}
        </Timeline>
      </FollowingSection>

      <FollowingSection aria-labelledby="profile-title">
        <Profile>
          <ProfileTitle id="profile-title">Company profile</ProfileTitle>
          <p>
            Profil lengkap {BRAND.company}: program, kurikulum, mitra dan kontak kerja sama, dalam
            satu dokumen PDF.
          </p>
          <ProtectedDownload document={COMPANY_PROFILE_PDF} label="Unduh company profile (PDF)" />
        </Profile>
      </FollowingSection>

      <Dialog
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        title="Cerita API Futsal"
        description="Perjalanan kami dari lapangan kampung ke 20.000 pelatih."
        size="lg"
      >
        <YouTubeFacade
          videoId={STORY_VIDEO_ID}
          title="Cerita API Futsal"
          poster="/images/about/story-poster.svg"
        />
      </Dialog>
    </main>
  );
}
