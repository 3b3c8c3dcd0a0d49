import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { Badge } from '../../components/Badge/Badge';
import { formatDateID, formatUSD } from '../../lib/format';
import { LinkCard } from '../../components/Listing/Listing';
import type { EventItem } from './events-data';
import { elevation, shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

/**
 * An event in the list: a LinkCard raised by a shadow that deepens on hover. It keeps the height
 * of its own content (it does not stretch to the tallest card of its row).
 */
const Item = styled(LinkCard)`
  height: auto;
  box-shadow: ${elevation.card};
  transition:
    transform ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
  &:hover {
    box-shadow: 0 18px 40px -18px ${translucent(shade.ink, 0.45)};
  }
`;
const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  font-weight: 700;
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export function EventCard({ event, eager = false }: { event: EventItem; eager?: boolean }) {
  return (
    <Item aria-labelledby={`event-${event.id}-title`}>
      <img src={event.image} alt="" width={640} height={400} loading={eager ? 'eager' : 'lazy'} />
      <div>
        <Tags>
          <Badge>{event.category}</Badge>
          {event.featured && <Badge $tone="primary">Unggulan</Badge>}
        </Tags>
        <h2 id={`event-${event.id}-title`}>
          <Link to={ROUTES.webinar(event.id)}>{event.title}</Link>
        </h2>
        <Meta>
          <time dateTime={event.date}>{formatDateID(event.date)}</time> · {event.time}
        </Meta>
        <Meta>{event.location}</Meta>
        <Foot>
          <span>Mulai {formatUSD(event.price)}</span>
          <span aria-hidden="true">→</span>
        </Foot>
      </div>
    </Item>
  );
}
