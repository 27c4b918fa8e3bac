import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { currentEdition } from './config/edition';
import { appRoutes } from './routes/router';

const router = createBrowserRouter(appRoutes(currentEdition()));
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
