import { useParams } from 'react-router-dom';
import { BRAND } from '../../../config/brand';
import { EVENT_DETAIL_LOAD_MS } from '../../../config/constants';
import { ROUTES } from '../../../config/routes';
import { Section } from '../../../components/Section/Section';
import { EventInfo } from './EventInfo';
import { EventLoading } from './EventLoading';
import { EventNotFound } from './EventNotFound';
import { TicketPanel } from './TicketPanel';
import { Back, Layout } from './EventDetailPage.styles';
import { useEventDetail } from './use-event-detail';

/**
 * Event detail: simulated load, tickets, quantity, share, checkout.
 * `loadMs` overrides the simulated load (stories hold the loading state with it).
 */
export function EventDetailPage({ loadMs = EVENT_DETAIL_LOAD_MS }: { loadMs?: number } = {}) {
  const { id = '' } = useParams();
  const [state, send] = useEventDetail(id, loadMs);
  const { event, ticketType, quantity, error } = state.context;

  if (state.hasTag('loading')) return <EventLoading />;
  if (state.matches('notFound') || !event) return <EventNotFound />;

  return (
    <main>
      <title>{`${event.title} | ${BRAND.name}`}</title>
      <meta name="description" content={event.description} />
      <Section>
        <Back to={ROUTES.webinars}>← Semua event</Back>
        <Layout>
          <EventInfo event={event} />
          <TicketPanel
            event={event}
            ticketType={ticketType}
            quantity={quantity}
            error={error}
            sharing={state.hasTag('sharing')}
            send={send}
          />
        </Layout>
      </Section>
    </main>
  );
}
