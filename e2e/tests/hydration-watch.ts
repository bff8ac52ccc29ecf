// What a server-rendered page does while it hydrates: the console's errors and warnings (React's hydration
// mismatches among them) and every /handle-api call whose endPoint matches `endPoints` (the page's own data,
// which it should take from the server's HTML instead of asking again).
import type { Page } from '@playwright/test';

export function watchHydration(page: Page, endPoints: RegExp) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const contentCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/handle-api') && endPoints.test(request.postData() ?? ''))
      contentCalls.push(request.postData() ?? '');
  });
  return {
    problems,
    contentCalls,
    /** The problems that say hydration went wrong. */
    hydrationProblems: () => problems.filter((text) => /hydrat|#418|#423|#425|warning/i.test(text)),
    stop: () => {
      page.removeAllListeners('console');
      page.removeAllListeners('request');
      page.removeAllListeners('pageerror');
    },
  };
}
