// The back office (exposed as ./BackofficeApp): the shell gives it every address under /backoffice in its bare
// layout, and it routes them itself, so its layout stays while its pages change. /backoffice/sign-in is open to
// all; every other page is inside the staff area (signed in, password changed) and opens for the roles its
// section names (src/sections.tsx). The gateway draws it (server/container.tsx); its data global is forgotten once
// hydrated.
import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { withServerQueries } from '@rahi/shared-ui/server-data';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { StaffArea } from '../components/StaffArea';
import { BACKOFFICE_SECTIONS, canOpen } from '../sections';
import { useStaff } from '../state/staff-context';
import HomePage from './HomePage';
import { MissingPage } from './MissingPage';
import PasswordPage from './PasswordPage';
import SignInPage from './SignInPage';

function StaffRoutes() {
  const staff = useStaff();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="password" element={<PasswordPage />} />
        {BACKOFFICE_SECTIONS.map(({ path, page: Page, roles }) => (
          <Route
            key={path}
            path={path}
            element={canOpen({ roles }, staff.roles) ? <Page /> : <MissingPage forbidden />}
          />
        ))}
        <Route path="*" element={<MissingPage />} />
      </Routes>
    </Suspense>
  );
}

function BackofficeApp() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route
        path="*"
        element={
          <StaffArea>
            <StaffRoutes />
          </StaffArea>
        }
      />
    </Routes>
  );
}

export default withServerQueries(SERVER_DATA_GLOBALS.backoffice, './BackofficeApp', BackofficeApp);
