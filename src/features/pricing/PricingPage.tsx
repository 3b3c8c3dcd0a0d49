import { useState } from 'react';
import styled, { css } from 'styled-components';
import { BRAND } from '../../config/brand';
import { DISCOVER_STRINGS } from '../../config/strings';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Section } from '../../components/Section/Section';
import { formatIDR } from '../../lib/format';
import { media } from '../../theme/tokens';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

export interface Plan {
  id: string;
  name: string;
  /** In rupiah: placeholder prices (225.800.000, 427.500.000, 628.000.000). */
  price: number;
  period: string;
  bestValue: boolean;
  features: string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: '1-bulan',
    name: '1 Bulan',
    price: 225_800_000,
    period: 'per bulan',
    bestValue: false,
    features: [
      'Akses semua artikel Free Kick',
      'Materi blog khusus anggota',
      '1 webinar pilihan',
      'Unduh drill sheet PDF',
    ],
  },
  {
    id: '6-bulan',
    name: '6 Bulan',
    price: 427_500_000,
    period: 'per 6 bulan',
    bestValue: false,
    features: [
      'Semua di paket 1 Bulan',
      'Semua webinar bulanan',
      '2 kursus profesional',
      'Forum diskusi pelatih',
    ],
  },
  {
    id: '1-tahun',
    name: '1 Tahun',
    price: 628_000_000,
    period: 'per tahun',
    bestValue: true,
    features: [
      'Semua di paket 6 Bulan',
      'Semua kursus profesional',
      'Coaching clinic tatap muka',
      'Sertifikat digital dan konsultasi 1-on-1',
    ],
  },
];

const Hero = styled.header`
  text-align: center;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]} 0;
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 38rem;
    margin: 0 auto;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: stretch;
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const PlanCard = styled.article<{ $highlight: boolean }>`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      border-color: ${theme.color.primary};
      box-shadow: 0 24px 50px -24px ${translucent(shade.rust, 0.55)};
    `}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  li {
    display: flex;
    gap: 0.5rem;
  }
  li::before {
    content: '✓';
    color: ${({ theme }) => theme.color.success};
    font-weight: 800;
  }
`;
const Ribbon = styled(Badge)`
  position: absolute;
  top: -0.875rem;
  left: 50%;
  transform: translateX(-50%);
  padding: 0.25rem 0.875rem;
`;
const Price = styled.p`
  margin: 0;
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.625rem, 3vw, 2rem);
    font-weight: 800;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Foot = styled.div`
  margin-top: auto;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Subscription plans. No page exists behind Pilih
 * Paket: online payment is not part of this version, so the button tells the
 * visitor how to subscribe instead of pretending to check out.
 */
export function PricingPage() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <main>
      <title>{`Paket Langganan | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Paket langganan API Futsal untuk pelatih: 1 Bulan, 6 Bulan dan 1 Tahun."
      />
      <Hero>
        <h1>Paket Langganan</h1>
        <p>
          Akses materi anggota, webinar dan kursus profesional. Pilih durasi yang sesuai dengan
          program kepelatihan Anda.
        </p>
      </Hero>
      <Section aria-label="Daftar paket">
        <Grid>
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard $highlight={plan.bestValue} aria-labelledby={`plan-${plan.id}`}>
                {plan.bestValue && <Ribbon $tone="primary">{DISCOVER_STRINGS.bestValue}</Ribbon>}
                <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
                <Price>
                  <strong>{formatIDR(plan.price)}</strong>
                  <span>{plan.period}</span>
                </Price>
                <ul aria-label={`Isi paket ${plan.name}`}>
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <Foot>
                  <Button
                    $variant={plan.bestValue ? 'primary' : 'secondary'}
                    $block
                    $size="lg"
                    aria-describedby={chosen === plan.id ? `note-${plan.id}` : undefined}
                    aria-expanded={chosen === plan.id}
                    aria-controls={`note-${plan.id}`}
                    aria-label={`${DISCOVER_STRINGS.choosePlan} ${plan.name}`}
                    onClick={() => setChosen(plan.id)}
                  >
                    {DISCOVER_STRINGS.choosePlan}
                  </Button>
                  <div id={`note-${plan.id}`} aria-live="polite">
                    {chosen === plan.id && (
                      <Note>
                        Hubungi kami untuk berlangganan paket {plan.name}:{' '}
                        <a
                          href={`mailto:${BRAND.infoEmail}?subject=${encodeURIComponent(`Langganan paket ${plan.name}`)}`}
                        >
                          {BRAND.infoEmail}
                        </a>
                      </Note>
                    )}
                  </div>
                </Foot>
              </PlanCard>
            </li>
          ))}
        </Grid>
      </Section>
    </main>
  );
}
