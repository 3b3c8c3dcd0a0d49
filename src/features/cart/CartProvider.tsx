import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DISCOVER_STRINGS } from '../../config/strings';
import { useToast } from '../../components/Toast/Toast';
import { cartCount, cartMachine, cartTotal, type CartItem } from './cart.machine';
import { readCart, writeCart } from './cart-storage';

type CartActor = ActorRefFrom<typeof cartMachine>;
const CartContext = createContext<CartActor | null>(null);

function CartActorProvider({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const actor = useActorRef(
    cartMachine.provide({
      actions: {
        persist: (_, { items }) => writeCart(items),
        warnDuplicate: (_, { title }) =>
          toast({
            title: DISCOVER_STRINGS.courseAlreadyInCart,
            description: `"${title}" sudah ada di keranjang Anda.`,
            variant: 'destructive',
          }),
        notifyAdded: (_, { title }) =>
          toast({ title: 'Ditambahkan ke keranjang', description: title }),
      },
    }),
    { input: { items: readCart() } },
  );
  return <CartContext.Provider value={actor}>{children}</CartContext.Provider>;
}

/**
 * Runs the cart machine with the real storage and toasts. Must sit inside the
 * ToastProvider. Nesting is harmless: an inner provider reuses the outer cart,
 * so the header indicator and the pages always share one cart.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const outer = useContext(CartContext);
  return outer ? <>{children}</> : <CartActorProvider>{children}</CartActorProvider>;
}

export function useCartActor(): CartActor {
  const actor = useContext(CartContext);
  if (!actor) throw new Error('useCartActor must be used inside CartProvider');
  return actor;
}

export interface CartView {
  items: CartItem[];
  count: number;
  total: number;
  justAddedId: number | null;
  confirmingClear: boolean;
  has: (id: number) => boolean;
  send: CartActor['send'];
}

/** What screens need from the cart. */
export function useCart(): CartView {
  const actor = useCartActor();
  const items = useSelector(actor, (s) => s.context.items);
  const justAddedId = useSelector(actor, (s) =>
    s.hasTag('justAdded') ? s.context.lastAddedId : null,
  );
  const confirmingClear = useSelector(actor, (s) => s.hasTag('confirmingClear'));
  return {
    items,
    count: cartCount(items),
    total: cartTotal(items),
    justAddedId,
    confirmingClear,
    has: (id) => items.some((i) => i.id === id),
    send: actor.send,
  };
}
