import styled from 'styled-components';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Section } from '../../components/Section/Section';
import { EmptyPanel } from '../../components/StatePanel/StatePanel';
import { formatIDR } from '../../lib/format';
import { media } from '../../theme/tokens';
import { useCart } from './CartProvider';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Row = styled.li`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${media.sm} {
    grid-template-columns: 8rem 1fr auto;
    align-items: center;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
const RowEnd = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  ${media.sm} {
    grid-column: auto;
    flex-direction: column;
    align-items: flex-end;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Total = styled.dd`
  && {
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.text};
  }
`;
/** The empty panel, its line muted. */
const Empty = styled(EmptyPanel)`
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** The cart view: items, remove, clear, the total in IDR. */
export function CartPage() {
  const { items, count, total, confirmingClear, send } = useCart();
  return (
    <main>
      <title>{`Keranjang | ${BRAND.name}`}</title>
      <meta name="description" content="Kursus yang Anda pilih, siap untuk didaftarkan." />
      <Section>
        <h1>Keranjang</h1>
        {items.length === 0 ? (
          <Empty>
            <h2>Keranjang Anda kosong</h2>
            <p>Pilih kursus profesional untuk mulai belajar.</p>
            <ButtonLink to={ROUTES.courses}>Lihat kursus</ButtonLink>
          </Empty>
        ) : (
          <Layout>
            <List aria-label="Kursus di keranjang">
              {items.map((item) => (
                <Row key={item.id}>
                  <img src={item.image} alt="" width={640} height={400} />
                  <div>
                    <h2>{item.title}</h2>
                    <p>
                      {item.level} · {item.duration} · {item.lessons} pelajaran · Jumlah:{' '}
                      {item.quantity}
                    </p>
                  </div>
                  <RowEnd>
                    <strong>{formatIDR(item.price * item.quantity)}</strong>
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={`Hapus ${item.title}`}
                      onClick={() => send({ type: 'cart.remove', id: item.id })}
                    >
                      Hapus
                    </Button>
                  </RowEnd>
                </Row>
              ))}
            </List>
            <Summary aria-labelledby="cart-summary">
              <h2 id="cart-summary">Ringkasan</h2>
              <dl>
                <dt>Jumlah kursus</dt>
                <dd>{count}</dd>
                <dt>Total</dt>
                <Total data-testid="cart-total">{formatIDR(total)}</Total>
              </dl>
              <p>
                Pembayaran online segera hadir. Untuk mendaftar sekarang, hubungi kami di{' '}
                {BRAND.infoEmail}.
              </p>
              <Button $variant="secondary" $block onClick={() => send({ type: 'cart.clear' })}>
                Kosongkan keranjang
              </Button>
              <ButtonLink to={ROUTES.courses} $variant="ghost" $block>
                Tambah kursus lain
              </ButtonLink>
            </Summary>
          </Layout>
        )}
      </Section>
      <Dialog
        open={confirmingClear}
        alert
        size="sm"
        title="Kosongkan keranjang?"
        description="Semua kursus akan dihapus dari keranjang."
        onClose={() => send({ type: 'cart.clear.cancel' })}
      >
        <DialogActions>
          <Button $variant="secondary" onClick={() => send({ type: 'cart.clear.cancel' })}>
            Batal
          </Button>
          <Button $variant="danger" onClick={() => send({ type: 'cart.clear.confirm' })}>
            Kosongkan
          </Button>
        </DialogActions>
      </Dialog>
    </main>
  );
}
