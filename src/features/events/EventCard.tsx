import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { Badge } from '../../components/Badge/Badge';
import { formatDateID, formatUSD } from '../../lib/format';
import { cardSurface } from '../../components/Listing/Listing';
import type { EventItem } from './events-data';

const Item = styled.article`
  ${cardSurface}
  position: relative;
  box-shadow: 0 10px 30px -18px rgba(15, 23, 42, 0.35);
  transition:
    transform ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
  &:hover {
    transform: translateY(-3px);
    box-shadow: 0 18px 40px -18px rgba(15, 23, 42, 0.45);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  flex: 1;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h2 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  /* The whole card is the link's target area. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h2 a:focus-visible {
    outline: none;
  }
`;
const Meta = styled.p`
  margin: 0;
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
      <Body>
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
      </Body>
    </Item>
  );
}
