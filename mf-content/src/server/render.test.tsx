/**
 * @jest-environment node
 */
import type { ContentPage } from '@rahi/shared-contracts/api';
import { render } from './render';

const page: ContentPage = {
  path: 'guide',
  title: 'راهنمای رزرو',
  description: 'از جست‌وجو تا واچر',
  blocks: [
    { type: 'heading', text: 'جست‌وجو' },
    { type: 'paragraph', text: '<script>alert(1)</script>' },
    { type: 'list', ordered: true, items: ['یک', 'دو'] },
    { type: 'note', text: 'نکته' },
    { type: 'links', items: [{ text: 'شرایط لغو', href: '/cancellation-rules' }] },
  ],
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('render', () => {
  it('draws every block as markup, text never read as HTML, with the styles it used', () => {
    const out = render({
      data: { module: './GuidePage', endPoint: '/pages?path=guide', page },
      url: 'https://rahi.example/guide',
    });
    expect(out.status).toBe(200);
    expect(out.html).toContain('>راهنمای رزرو</h1>');
    expect(out.html).toContain('>جست‌وجو</h2>');
    expect(out.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out.html).not.toContain('<script>');
    expect(out.html).toMatch(/<ol[^>]*><li>یک<\/li><li>دو<\/li><\/ol>/);
    expect(out.html).toContain('role="note"');
    expect(out.html).toContain('href="/cancellation-rules"');
    expect(out.styles).toContain('<style data-emotion');
    expect(out.head.title).toBe('راهنمای رزرو | راهی');
  });
});
