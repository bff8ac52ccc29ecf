// Takes a newer build at the next page change (build-watch.ts): once the watch has seen one, moving to another
// path loads that path afresh instead of rendering it with this page's code. Never in the middle of a page: query
// changes on the same path (filters, the route's own corrections) do not count.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { newerBuildOut } from './page-errors';
import { type ReloadGuardDeps, reloadOnce } from './reload-guard';

export interface ReloadOnNavigationProps {
  newerBuild?: () => boolean;
  guard?: ReloadGuardDeps;
}

export function ReloadOnNavigation({ newerBuild = newerBuildOut, guard }: ReloadOnNavigationProps) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (newerBuild()) reloadOnce(`a newer build is out; loading ${pathname} afresh`, guard);
  }, [pathname, newerBuild, guard]);
  return null;
}
