// GET /staff/articles, GET and PUT /staff/articles/:slug and POST /staff/markdown-preview (editors, admins): the
// travel tips, one as Markdown, saving it (publish or unpublish) and the HTML the site would show. A save reads
// the list, the article and the audit log again.
import type { StaffArticle, StaffArticleBody, StaffArticleList } from '@rahi/shared-contracts/api';
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
