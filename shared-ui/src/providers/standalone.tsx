// Runs a remote on its own (`npm run dev -w mf-search`): the remote's pages on their real routes,
// inside the same providers the shell uses, so a team can work without the shell.
import Container from '@mui/material/Container';
import { type RemoteName, ROUTES, toPersianDigits } from '@rahi/shared-contracts';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import { Providers } from './Providers';

export interface StandaloneOptions {
  remote: RemoteName;
  /** The remote's pages by exposed name, as in its federation config: { './HomePage': HomePage }. */
  pages: Record<string, ComponentType>;
}

function OwnedRoutes({ remote, pages }: StandaloneOptions) {
  const owned = ROUTES.filter((route) => route.owner === remote);
  return (
    <nav aria-label={`مسیرهای ${remote}`} style={{ padding: 24 }}>
      <h1>{remote}</h1>
      <p>{toPersianDigits(owned.length)} مسیر متعلق به این بخش:</p>
      <ul>
        {owned.map((route) => (
          <li key={route.path}>
            <Link to={route.path.replace(/:(\w+)/g, '1').replace('*', 'sample')}>{route.path}</Link>
            {route.page && pages[route.page] ? '' : ' (هنوز ساخته نشده)'}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function renderStandalone(options: StandaloneOptions) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const routes = ROUTES.filter((route) => route.owner === options.remote && route.page);
  createRoot(root).render(
    <Providers>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <Routes>
          {routes.map((route) => {
            const Page = route.page ? options.pages[route.page] : undefined;
            return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
          })}
          <Route path="*" element={<OwnedRoutes {...options} />} />
        </Routes>
      </Container>
    </Providers>,
  );
}
