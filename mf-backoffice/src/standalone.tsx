// Running alone (`npm run dev -w @rahi/mf-backoffice`): the back office on its real addresses inside the providers
// the shell uses. Its API calls go to /handle-api, so a gateway must serve it (see README).
import { Providers } from '@rahi/shared-ui/providers';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import BackofficeApp from './pages/BackofficeApp';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <Providers>
    <Routes>
      <Route path="/backoffice/*" element={<BackofficeApp />} />
      <Route path="*" element={<Navigate to="/backoffice" replace />} />
    </Routes>
  </Providers>,
);
