import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { BRAND } from '../../config/brand';
import { EVENT_DETAIL_LOAD_MS, TICKET_QUANTITY } from '../../config/constants';
import { ROUTES } from '../../config/routes';
import { DISCOVER_STRINGS } from '../../config/strings';
import { Badge } from '../../components/Badge/Badge';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Section } from '../../components/Section/Section';
import { Spinner } from '../../components/Spinner/Spinner';
import { useToast } from '../../components/Toast/Toast';
import { formatDateID, formatNumber, formatUSD } from '../../lib/format';
import { media } from '../../theme/tokens';
import { eventDetailMachine } from './event-detail.machine';
import type { EventItem } from './events-data';
import { browserShareEnv, shareOrCopy } from './share';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(20rem, 1fr);
    align-items: start;
  }
`;
const Banner = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
`;
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 700;
  text-decoration: none;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[6]} 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const People = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;
const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 18px 40px -24px rgba(15, 23, 42, 0.5);
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;
const TicketOption = styled.label`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.color.primary};
    margin: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
const Quantity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  input {
    width: 4.5rem;
    min-height: 2.75rem;
    text-align: center;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1.5px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
  }
  button {
    width: 2.75rem;
    padding: 0;
    font-size: 1.25rem;
  }
`;
const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
const Center = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 40vh;
  text-align: center;
  p {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0;
  }
`;

const PEOPLE: {
  key: keyof Pick<
    EventItem,
    'speakers' | 'lineup' | 'teams' | 'cast' | 'chefs' | 'djs' | 'coaches'
  >;
  label: string;
}[] = [
  { key: 'coaches', label: 'Pelatih pendamping' },
  { key: 'speakers', label: 'Pembicara' },
  { key: 'lineup', label: 'Penampil' },
  { key: 'teams', label: 'Tim' },
  { key: 'cast', label: 'Pemeran' },
  { key: 'chefs', label: 'Chef' },
  { key: 'djs', label: 'DJ' },
];

/**
 * Event detail: simulated load, tickets, quantity, share, checkout.
 * `loadMs` overrides the simulated load (stories hold the loading state with it).
 */
export function EventDetailPage({ loadMs = EVENT_DETAIL_LOAD_MS }: { loadMs?: number } = {}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();

  const machine = useMemo(
    () =>
      eventDetailMachine.provide({
        actions: {
          goToCheckout: (_, { eventId }) => {
            void navigate(ROUTES.checkout(eventId));
          },
          notifyShare: (_, { outcome }) => {
            if (outcome === 'copied')
              toast({
                title: 'Tautan disalin',
                description: 'Link event sudah disalin ke clipboard.',
              });
          },
          notifyShareFailure: (_, { kind }) =>
            toast({
              title:
                kind === 'share' ? DISCOVER_STRINGS.sharingFailed : DISCOVER_STRINGS.copyFailed,
              description:
                kind === 'share'
                  ? 'Event tidak dapat dibagikan. Coba lagi.'
                  : 'Link tidak dapat disalin. Salin dari bilah alamat.',
              variant: 'destructive',
            }),
        },
        delays: { loadDelay: loadMs },
        actors: {
          shareLink: fromPromise(({ input }) =>
            shareOrCopy(browserShareEnv(), { ...input, url: window.location.href }),
          ),
        },
      }),
    [navigate, toast, loadMs],
  );
  const [state, send] = useMachine(machine, { input: { eventId: id } });
  const { event, ticketType, quantity, error } = state.context;
  const [draft, setDraft] = useState<string | null>(null);

  if (state.hasTag('loading')) {
    return (
      <main aria-busy="true">
        <title>{`Memuat event | ${BRAND.name}`}</title>
        <meta name="description" content="Memuat detail event." />
        <Section>
          <Center>
            <Spinner label="Memuat detail event..." size={44} />
            <p aria-hidden="true">Memuat detail event...</p>
          </Center>
        </Section>
      </main>
    );
  }

  if (state.matches('notFound') || !event) {
    return (
      <main>
        <title>{`${DISCOVER_STRINGS.eventNotFound} | ${BRAND.name}`}</title>
        <meta name="description" content="Event yang Anda cari tidak ditemukan." />
        <Section>
          <Center>
            <h1>{DISCOVER_STRINGS.eventNotFound}</h1>
            <p>Event ini tidak ada atau sudah tidak tersedia.</p>
            <ButtonLink to={ROUTES.webinars}>Lihat semua event</ButtonLink>
          </Center>
        </Section>
      </main>
    );
  }

  const ticket = event.tickets.find((t) => t.type === ticketType);
  const sharing = state.hasTag('sharing');

  return (
    <main>
      <title>{`${event.title} | ${BRAND.name}`}</title>
      <meta name="description" content={event.description} />
      <Section>
        <Back to={ROUTES.webinars}>← Semua event</Back>
        <Layout>
          <article aria-labelledby="event-title">
            <Banner src={event.image} alt="" width={640} height={400} />
            <p style={{ display: 'flex', gap: '0.5rem', marginTop: '1.25rem' }}>
              <Badge>{event.category}</Badge>
              {event.featured && <Badge $tone="primary">Unggulan</Badge>}
            </p>
            <h1 id="event-title">{event.title}</h1>
            <p>{event.description}</p>
            <Facts>
              <dt>Tanggal</dt>
              <dd>
                <time dateTime={event.date}>{formatDateID(event.date)}</time>
              </dd>
              <dt>Waktu</dt>
              <dd>{event.time}</dd>
              <dt>Lokasi</dt>
              <dd>{event.location}</dd>
              <dt>Harga mulai</dt>
              <dd>{formatUSD(event.price)}</dd>
            </Facts>
            <People>
              {PEOPLE.filter(({ key }) => event[key]?.length).map(({ key, label }) => (
                <section key={key} aria-label={label}>
                  <h3>{label}</h3>
                  <ul>
                    {event[key]?.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </People>
          </article>
          <Panel
            aria-labelledby="tickets-title"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'checkout.proceed' });
            }}
          >
            <h2 id="tickets-title">Pilih Tiket</h2>
            <fieldset aria-describedby={error ? 'ticket-error' : undefined}>
              <legend>Jenis tiket</legend>
              {event.tickets.map((t) => (
                <TicketOption key={t.type}>
                  <input
                    type="radio"
                    name="ticket"
                    value={t.type}
                    checked={ticketType === t.type}
                    onChange={() => send({ type: 'ticket.select', ticketType: t.type })}
                  />
                  <span>
                    {t.type}
                    <small>{formatNumber(t.available)} tersedia</small>
                  </span>
                  <strong>{formatUSD(t.price)}</strong>
                </TicketOption>
              ))}
            </fieldset>
            <div>
              <label
                htmlFor="ticket-quantity"
                style={{ fontWeight: 700, display: 'block', marginBottom: '0.5rem' }}
              >
                Jumlah tiket
              </label>
              <Quantity>
                <Button
                  $variant="secondary"
                  aria-label="Kurangi jumlah"
                  aria-controls="ticket-quantity"
                  disabled={quantity <= TICKET_QUANTITY.min}
                  onClick={() => send({ type: 'quantity.decrement' })}
                >
                  −
                </Button>
                <input
                  id="ticket-quantity"
                  type="number"
                  inputMode="numeric"
                  min={TICKET_QUANTITY.min}
                  max={TICKET_QUANTITY.max}
                  value={draft ?? quantity}
                  aria-describedby="quantity-hint"
                  onChange={(e) => {
                    // An emptied field stays empty while typing; any number is clamped to 1..10 at once.
                    if (e.target.value === '') return setDraft('');
                    setDraft(null);
                    send({ type: 'quantity.set', value: e.target.valueAsNumber });
                  }}
                  onBlur={() => setDraft(null)}
                />
                <Button
                  $variant="secondary"
                  aria-label="Tambah jumlah"
                  aria-controls="ticket-quantity"
                  disabled={quantity >= TICKET_QUANTITY.max}
                  onClick={() => send({ type: 'quantity.increment' })}
                >
                  +
                </Button>
              </Quantity>
              <p id="quantity-hint" style={{ margin: '0.5rem 0 0', fontSize: '0.875rem' }}>
                {TICKET_QUANTITY.min} sampai {TICKET_QUANTITY.max} tiket per pesanan.
              </p>
            </div>
            <Total aria-live="polite">
              <span>Total</span>
              <span>{ticket ? formatUSD(ticket.price * quantity) : '—'}</span>
            </Total>
            {error && (
              <ErrorText id="ticket-error" role="alert">
                {error}
              </ErrorText>
            )}
            <Button type="submit" $size="lg" $block>
              Lanjut ke Checkout
            </Button>
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
            <Button
              $variant="secondary"
              $block
              aria-disabled={sharing || undefined}
              onClick={() => {
                if (!sharing) send({ type: 'event.share' });
              }}
            >
              {sharing ? 'Membagikan...' : 'Bagikan event'}
            </Button>
          </Panel>
        </Layout>
      </Section>
    </main>
  );
}
