import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { type DefaultTheme } from 'styled-components';
import { BRAND } from '../../config/brand';
import { DISCOVER_STRINGS } from '../../config/strings';
import { Button } from '../../components/Button/Button';
import { Chip } from '../../components/Chip/Chip';
import { Section } from '../../components/Section/Section';
import { EventCard } from './EventCard';
import { EVENT_CATEGORIES, EVENTS } from './events-data';
import {
  filterEvents,
  filtersFromParams,
  filtersToParams,
  resultLine,
  type EventFilters,
} from './event-filters';
import { CardGrid, ListingHero } from '../../components/Listing/Listing';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const heroBackground = ({ band }: DefaultTheme) =>
  `radial-gradient(circle at 85% 20%, ${translucent(shade.ember, 0.35)}, transparent 45%), linear-gradient(135deg, ${band.field}, ${band.night})`;

const Eyebrow = styled.p`
  && {
    color: ${({ theme }) => theme.band.eyebrow};
  }
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;
const SearchRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  input {
    min-height: 2.75rem;
    width: 100%;
    padding: 0 0.875rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1.5px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
  input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;
const ResultBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    font-weight: 600;
  }
`;
const Empty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Event discovery. The URL query holds the filters:
 * chips push a history entry (so back and forward step through them), typing
 * replaces the current entry (so one search is one entry, not one per key).
 */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const fromUrl = filtersFromParams(params);
  const urlKey = filtersToParams(fromUrl).toString();

  // The screen keeps its own copy of the filters: URL updates land in a
  // transition, and reading the URL straight back would drop keys typed (or a
  // chip pressed) before the previous update landed. Queries we wrote ourselves
  // are ignored when they come back; any other URL change (back, forward, a
  // shared link) replaces the filters.
  const [filters, setFilters] = useState<EventFilters>(fromUrl);
  const [written, setWritten] = useState<string[]>([]);
  const [seenKey, setSeenKey] = useState(urlKey);
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    const i = written.indexOf(urlKey);
    if (i >= 0) setWritten(written.slice(i + 1));
    else {
      setWritten([]);
      setFilters(fromUrl);
    }
  }

  const results = filterEvents(EVENTS, filters);
  const hasFilters = filters.category !== 'All' || filters.search !== '';

  /** Chips and Clear Filters push a history entry; typing replaces the current one. */
  const commit = (next: EventFilters, replace = false) => {
    const query = filtersToParams(next);
    setFilters(next);
    setWritten((w) => [...w, query.toString()]);
    setParams(query, { replace });
  };
  const clear = () => commit({ category: 'All', search: '' });

  return (
    <main>
      <title>{`Events & Webinar | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Webinar, coaching clinic, turnamen dan acara komunitas pelatih futsal Indonesia. Cari dan pilih tiket Anda."
      />
      <ListingHero $background={heroBackground}>
        <div>
          <Eyebrow>Events</Eyebrow>
          <h1>Webinar &amp; Events</h1>
          <p>
            Coaching clinic, konferensi, turnamen akademi sampai malam komunitas: belajar dan
            bertemu sesama pelatih futsal.
          </p>
        </div>
      </ListingHero>
      <Section aria-label="Daftar event">
        <Filters role="search">
          <SearchRow>
            <label htmlFor="event-search">Cari event</label>
            <input
              id="event-search"
              type="search"
              placeholder="Judul, lokasi atau topik"
              value={filters.search}
              onChange={(e) => commit({ ...filters, search: e.target.value }, true)}
            />
          </SearchRow>
          <ChipRow role="group" aria-label="Kategori">
            {EVENT_CATEGORIES.map((c) => (
              <Chip
                key={c}
                aria-pressed={filters.category === c}
                onClick={() => commit({ ...filters, category: c })}
              >
                {c}
              </Chip>
            ))}
          </ChipRow>
        </Filters>
        <ResultBar>
          <p role="status" aria-live="polite">
            {resultLine(results.length, filters)}
          </p>
          {hasFilters && results.length > 0 && (
            <Button $variant="secondary" $size="sm" onClick={clear}>
              Clear Filters
            </Button>
          )}
        </ResultBar>
        {results.length > 0 ? (
          <CardGrid>
            {results.map((e, i) => (
              <li key={e.id}>
                <EventCard event={e} eager={i < 3} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <Empty>
            <h2>{DISCOVER_STRINGS.eventsEmpty}</h2>
            <p>Coba kata kunci lain atau pilih kategori berbeda.</p>
            <Button $variant="primary" onClick={clear}>
              Clear Filters
            </Button>
          </Empty>
        )}
      </Section>
    </main>
  );
}
