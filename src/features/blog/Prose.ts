import styled from 'styled-components';

/** A blog post's HTML (public part and members' section): readable type, headings, lists, quotes. */
export const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.75;
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    margin-top: 1.75em;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-top: 1.5em;
  }
  li + li {
    margin-top: 0.375em;
  }
  blockquote {
    margin: 1.5em 0;
    padding: 0.75em 1.25em;
    border-left: 4px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
    font-style: italic;
  }
`;
