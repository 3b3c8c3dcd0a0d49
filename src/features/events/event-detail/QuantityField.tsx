import { useState } from 'react';
import { TICKET_QUANTITY } from '../../../config/constants';
import { Button } from '../../../components/Button/Button';
import { Quantity, QuantityHint, QuantityLabel } from './EventDetailPage.styles';
import type { EventDetailSend } from './use-event-detail';

/** How many tickets: − and + buttons around a number field, 1 to 10. */
export function QuantityField({ quantity, send }: { quantity: number; send: EventDetailSend }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div>
      <QuantityLabel htmlFor="ticket-quantity">Jumlah tiket</QuantityLabel>
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
      <QuantityHint id="quantity-hint">
        {TICKET_QUANTITY.min} sampai {TICKET_QUANTITY.max} tiket per pesanan.
      </QuantityHint>
    </div>
  );
}
