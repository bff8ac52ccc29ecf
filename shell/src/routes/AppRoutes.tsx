import { ROUTES } from '@rahi/shared-contracts';
import { Route, Routes } from 'react-router-dom';
import { RoutePage } from './RoutePage';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
    </Routes>
  );
}
