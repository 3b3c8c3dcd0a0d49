import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.heading};
    line-height: 1.2;
    margin: 0 0 0.5em;
    letter-spacing: -0.01em;
  }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.color.primary}; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
