import { Badge } from '../../../components/Badge/Badge';
import { formatDateID, formatUSD } from '../../../lib/format';
import type { EventItem } from '../events-data';
import { Badges, Banner, Facts, People } from './EventDetailPage.styles';

/** The groups of people an event may list, in the order shown. */
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

/** The event itself: picture, category, title, description, date, time, place, price, people. */
export function EventInfo({ event }: { event: EventItem }) {
  return (
    <article aria-labelledby="event-title">
      <Banner src={event.image} alt="" width={640} height={400} />
      <Badges>
        <Badge>{event.category}</Badge>
        {event.featured && <Badge $tone="primary">Unggulan</Badge>}
      </Badges>
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
  );
}
