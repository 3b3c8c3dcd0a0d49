import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { toDeclarative } from './declarative-routes';
import { routes } from './routes';

const siteRoutes = toDeclarative(routes);

function AppRoutes() {
  return useRoutes(siteRoutes);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Errors caught by an error boundary are handled (the visitor sees the friendly
// error screen); log them as warnings, leaving console.error for real failures.
createRoot(container, {
  onCaughtError: (error, info) => console.warn('Handled by an error boundary:', error, info.componentStack),
}).render(
  <StrictMode>
    <ThemeModeProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeModeProvider>
  </StrictMode>,
);
