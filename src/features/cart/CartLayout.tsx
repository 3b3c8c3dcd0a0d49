import { Outlet } from 'react-router-dom';
import { CartProvider } from './CartProvider';

/**
 * The layout of the pages that use the cart (courses, cart, and their
 * neighbours): one cart machine for all of them. It is a lazy route, so the
 * machine loads with those pages, not with the home page. The header's
 * indicator reads the stored cart on its own.
 */
export function CartLayout() {
  return (
    <CartProvider>
      <Outlet />
    </CartProvider>
  );
}
