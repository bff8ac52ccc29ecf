// GET /staff/articles, GET and PUT /staff/articles/:slug and POST /staff/markdown-preview (editors, admins): the
// travel tips, one as Markdown, saving it (publish or unpublish) and the HTML the site would show; GET /staff/pages
// and GET and PUT /staff/pages/:path, the CMS pages likewise. A save reads the list and the audit log again.
import type {
  StaffArticle,
  StaffArticleBody,
  StaffArticleList,
  StaffPage,
  StaffPageBody,
  StaffPageSummary,
} from '@rahi/shared-contracts/api';
import { useStaffMutation, useStaffQuery } from '../../api/staff-query';

export const ARTICLES_PATH = '/staff/articles';

export const useArticles = () => useStaffQuery<StaffArticleList>(ARTICLES_PATH);

export const useArticle = (slug: string | null) =>
  useStaffQuery<StaffArticle>(slug ? `${ARTICLES_PATH}/${encodeURIComponent(slug)}` : null);

/** Saves under `slug` (a new article's is typed in the form: the latest one is used). */
export const useSaveArticle = (slug: string) =>
  useStaffMutation<StaffArticleBody, StaffArticle>({
    endPoint: `${ARTICLES_PATH}/${encodeURIComponent(slug)}`,
    method: 'PUT',
    invalidates: [ARTICLES_PATH, '/staff/audit-log'],
  });

export const usePreview = () =>
  useStaffMutation<{ markdown: string }, { html: string }>({ endPoint: '/staff/markdown-preview' });

export const PAGES_PATH = '/staff/pages';

export const usePages = () => useStaffQuery<StaffPageSummary[]>(PAGES_PATH);

/** A page by its path of any depth ('help/payment'); each segment is its own part of the address. */
export const useContentPage = (path: string | null) =>
  useStaffQuery<StaffPage>(
    path ? `${PAGES_PATH}/${path.split('/').map(encodeURIComponent).join('/')}` : null,
  );

export const useSavePage = (path: string) =>
  useStaffMutation<StaffPageBody, StaffPage>({
    endPoint: `${PAGES_PATH}/${path.split('/').map(encodeURIComponent).join('/')}`,
    method: 'PUT',
    invalidates: [PAGES_PATH, '/staff/audit-log'],
  });
