import type { PageFetcher } from '@rahi/shared-contracts';
import { loadContentPageData } from './content-data';

/** A fetcher that answers every call with `data` and records the paths asked. */
function fetcherAnswering(data: unknown) {
  const asked: string[] = [];
  const fetcher = (async ({ endPoint }: { endPoint: string }) => {
    asked.push(endPoint);
    return { ok: true, data };
  }) as unknown as PageFetcher;
  return { asked, fetcher };
}

describe('loadContentPageData for the form pages', () => {
  it('asks booking-api nothing for a form without data', async () => {
    const { asked, fetcher } = fetcherAnswering(null);

    const data = await loadContentPageData('./ContactPage', {}, '', fetcher);

    expect(data).toEqual({ module: './ContactPage', endPoint: null });
    expect(asked).toEqual([]);
  });

  it("gives the questionnaire booking-api's questions, keyed by their path for the browser", async () => {
    const questions = [{ id: 1, kind: 'scale', text: 'رضایت', options: [], required: true }];
    const { asked, fetcher } = fetcherAnswering(questions);

    const data = await loadContentPageData('./QuestionnairePage', {}, '?reserveId=12345678', fetcher);

    expect(data).toEqual({ module: './QuestionnairePage', endPoint: '/questionnaire-questions', questions });
    expect(asked).toEqual(['/questionnaire-questions']);
  });

  it('draws the page a form ends on from nothing read', async () => {
    const { asked, fetcher } = fetcherAnswering(null);

    const data = await loadContentPageData('./ArtistRegisterSuccessPage', {}, '', fetcher);

    expect(data).toEqual({ module: './ArtistRegisterSuccessPage', endPoint: null });
    expect(asked).toEqual([]);
  });

  it('refuses a module it does not render on the server', async () => {
    const { fetcher } = fetcherAnswering(null);

    await expect(loadContentPageData('./NotFoundPage', {}, '', fetcher)).rejects.toThrow(
      'mf-content renders no ./NotFoundPage on the server',
    );
  });
});
