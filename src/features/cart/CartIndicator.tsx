import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { ROUTES } from '../../config/routes';
import { useStoredCartCount } from './cart-storage';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';

const bump = keyframes`0% { transform: scale(1); } 40% { transform: scale(1.25); } 100% { transform: scale(1); }`;

const Root = styled(Link)<{ $bump: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  span {
    position: absolute;
    top: 0.125rem;
    right: 0.125rem;
    min-width: 1.25rem;
    height: 1.25rem;
    padding: 0 0.25rem;
    display: grid;
    place-items: center;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-size: 0.75rem;
    font-weight: 800;
    line-height: 1;
    animation: ${({ $bump }) => ($bump ? bump : 'none')} 400ms ${({ theme }) => theme.motion.easing};
  }
`;

/**
 * The header's cart button: a link to /cart named 'Keranjang (N item)'. The
 * count bumps when an item is added.
 */
export function CartIndicator() {
  const count = useStoredCartCount();
  const [seen, setSeen] = useState(count);
  const [bump, setBump] = useState(false);
  if (seen !== count) {
    setSeen(count);
    setBump(count > seen);
  }
  useEffect(() => {
    if (!bump) return;
    const t = setTimeout(() => setBump(false), 400);
    return () => clearTimeout(t);
  }, [bump]);
  return (
    <Root
      to={ROUTES.cart}
      aria-label={`Keranjang (${count} item)`}
      $bump={bump}
      data-testid="cart-indicator"
    >
      <StrokeIcon strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21.5 7H6" />
      </StrokeIcon>
      {count > 0 && <span aria-hidden="true">{count}</span>}
    </Root>
  );
}
