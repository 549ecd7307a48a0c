import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '../assets/fonts/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AppRoutes } from './AppRoutes';
import { installClientLogger } from '../lib/client-logger';

installClientLogger(window);

const container = document.getElementById('root');
if (container === null) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App>
      <AppRoutes />
    </App>
  </StrictMode>,
);
