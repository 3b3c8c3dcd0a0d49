import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button/Button';
import { Section } from '../../components/Section/Section';
import { MessageActions } from '../../components/StatePanel/StatePanel';

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  max-width: 40rem;
  margin: 0 auto;
  img {
    width: min(100%, 26rem);
    height: auto;
  }
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Actions = styled(MessageActions)`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface StatusScreenProps {
  image: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** A friendly full-page status (not found, error): illustration, heading, text, actions. */
export function StatusScreen({ image, title, text, children }: StatusScreenProps) {
  return (
    <Section>
      <Wrap>
        <img src={image} alt="" width={800} height={500} />
        <h1>{title}</h1>
        <p>{text}</p>
        <Actions>
          {children}
          <ButtonLink to="/" $variant={children ? 'secondary' : 'primary'}>
            Kembali ke beranda
          </ButtonLink>
        </Actions>
      </Wrap>
    </Section>
  );
}
