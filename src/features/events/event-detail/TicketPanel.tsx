import { Button } from '../../../components/Button/Button';
import { formatNumber, formatUSD } from '../../../lib/format';
import type { EventItem } from '../events-data';
import { QuantityField } from './QuantityField';
import { ErrorText, Panel, TicketOption, Total } from './EventDetailPage.styles';
import type { EventDetailSend } from './use-event-detail';

/** "Pilih Tiket": ticket type, quantity, total, checkout and share. */
export function TicketPanel({
  event,
  ticketType,
  quantity,
  error,
  sharing,
  send,
}: {
  event: EventItem;
  ticketType: string | null;
  quantity: number;
  /** Why checkout cannot go on yet, if it was tried. */
  error: string | null;
  sharing: boolean;
  send: EventDetailSend;
}) {
  const ticket = event.tickets.find((t) => t.type === ticketType);
  return (
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
      <QuantityField quantity={quantity} send={send} />
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
  );
}
