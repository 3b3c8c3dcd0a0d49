export { CartProvider, useCart } from './CartProvider';
export { CartIndicator } from './CartIndicator';
export type { CartItem, CartProduct } from './cart.machine';
