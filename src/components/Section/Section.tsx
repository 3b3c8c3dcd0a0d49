import styled from 'styled-components';

/** A centred page section with the site's max width. */
export const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
`;

/** A section right after another one: no padding of its own above. */
export const FollowingSection = styled(Section)`
  padding-top: 0;
`;
