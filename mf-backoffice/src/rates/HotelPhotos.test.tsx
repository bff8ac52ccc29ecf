import '@testing-library/jest-dom';
import { STAFF_PHOTO_MESSAGES as M } from '@rahi/shared-contracts/staff';
import type { Answer } from '@rahi/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMe } from '../testing/fixtures';
import { ok, refused, renderBackoffice } from '../testing/render-app';

const HOTEL = { id: 7, name: 'هتل آفتاب', city: 'مشهد', roomTypes: [{ id: 31, name: 'دو تخته' }] };
const IMAGES = [
  { category: 'exterior', url: '/media/hotels/7/exterior-1.svg', alt: 'نمای بیرونی هتل آفتاب' },
  { category: 'rooms', url: '/media/hotels/7/rooms-1.svg', alt: 'اتاق دو تخته' },
  { category: 'rooms', url: '/media/hotels/7/rooms-2.svg', alt: 'سوئیت' },
];
const ADDED = {
  category: 'lobby',
  url: '/media/hotels/7/uploads/photo-4.0123456789abcdef.webp',
  alt: 'لابی با نور روز',
};

function renderPhotos(uploadAnswer: () => Answer = () => ok({ images: [...IMAGES, ADDED] })) {
  let images = IMAGES;
  const rendered = renderBackoffice('/backoffice/rates', (endPoint, method, body) => {
    if (endPoint === '/staff/me') return ok(staffMe({ roles: ['hotel_manager'], hotelIds: [7] }));
    if (endPoint === '/staff/hotels') return ok([HOTEL]);
    if (endPoint === '/staff/hotels/7/photos' && method === 'PUT') {
      const { urls } = body as { urls: string[] };
      images = urls.map((url) => images.find((image) => image.url === url) as (typeof images)[number]);
      return ok({ images });
    }
    if (endPoint === '/staff/hotels/7/photos') return ok({ images });
    if (endPoint === '/staff-uploads/hotels/7/photos') {
      const answer = uploadAnswer();
      if (answer !== 'network-error' && answer.status === 200) images = [...IMAGES, ADDED];
      return answer;
    }
    if (endPoint.includes('/nights?'))
      return ok({
        hotel: { id: 7, name: HOTEL.name },
        roomType: { id: 31, name: 'دو تخته', inventory: 5 },
        nights: [],
      });
  });
  return rendered;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'عکس‌ها' }));
  const dialog = screen.getByRole('dialog', { name: `عکس‌های هتل: ${HOTEL.name}` });
  await within(dialog).findByRole('list', { name: 'عکس‌ها' });
  return dialog;
}

const photo = (name: string, type: string, bytes = 2000) => new File([new Uint8Array(bytes)], name, { type });

describe("the hotel's photos", () => {
  it('lists the gallery drawn by the image path, moves a photo earlier and removes one after a second click', async () => {
    const { user, calls } = renderPhotos();
    const dialog = await openDialog(user);
    const cards = within(dialog).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement).getByRole('img', { name: 'نمای بیرونی هتل آفتاب' });
    expect(first.getAttribute('src')).toMatch(/^\/_img\?src=%2Fmedia%2Fhotels%2F7%2Fexterior-1\.svg&w=320/);
    expect(within(dialog).getByRole('button', { name: 'عکس ۱: جلوتر' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'عکس ۳: جلوتر' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      urls: ['/media/hotels/7/exterior-1.svg', '/media/hotels/7/rooms-2.svg', '/media/hotels/7/rooms-1.svg'],
    });
    expect(await within(dialog).findByRole('img', { name: 'سوئیت' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'عکس ۱: حذف' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'حذف عکس ۱' }));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      urls: ['/media/hotels/7/rooms-2.svg', '/media/hotels/7/rooms-1.svg'],
    });
    await within(dialog).findByRole('button', { name: 'عکس ۲: حذف' });
    expect(within(dialog).queryByRole('img', { name: 'نمای بیرونی هتل آفتاب' })).not.toBeInTheDocument();
  });

  it('checks the file before sending it, sends it as a form, and shows the new photo', async () => {
    const { calls } = renderPhotos();
    // A file picker filters by the input's accept, but offers every file as well: the check must not rely on it.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const dialog = await openDialog(user);
    const form = within(dialog).getByRole('form', { name: 'افزودن عکس' });
    const file = within(form).getByLabelText('فایل عکس');
    await user.upload(file, photo('plan.pdf', 'application/pdf'));
    expect(within(form).getByText(M.wrongType)).toBeInTheDocument();
    await user.upload(file, photo('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(within(form).getByText(M.tooLarge)).toBeInTheDocument();
    await user.upload(file, photo('lobby.jpg', 'image/jpeg'));
    await user.click(within(form).getByRole('button', { name: 'افزودن عکس' }));
    expect(within(form).getByText(M.altLength)).toBeInTheDocument();
    expect(calls.some((call) => call.endPoint.startsWith('/staff-uploads/'))).toBe(false);

    await user.click(within(form).getByRole('combobox', { name: 'دسته' }));
    await user.click(await screen.findByRole('option', { name: 'لابی' }));
    await user.type(within(form).getByRole('textbox', { name: 'توضیح عکس' }), 'لابی با نور روز');
    await user.click(within(form).getByRole('button', { name: 'افزودن عکس' }));
    expect(await within(form).findByText(M.added)).toBeInTheDocument();
    const sent = calls.find((call) => call.endPoint === '/staff-uploads/hotels/7/photos');
    expect(sent?.body).toMatchObject({ category: 'lobby', alt: 'لابی با نور روز' });
    expect((sent?.body as { file: File } | undefined)?.file.name).toBe('lobby.jpg');
    expect(await within(dialog).findByRole('img', { name: 'لابی با نور روز' })).toBeInTheDocument();
  });

  it("shows booking-api's refusal of a file under the form", async () => {
    const { user } = renderPhotos(() => refused(422, M.tooSmall(640, 400)));
    const dialog = await openDialog(user);
    const form = within(dialog).getByRole('form', { name: 'افزودن عکس' });
    await user.upload(within(form).getByLabelText('فایل عکس'), photo('small.png', 'image/png'));
    await user.type(within(form).getByRole('textbox', { name: 'توضیح عکس' }), 'استخر سرپوشیده');
    await user.click(within(form).getByRole('button', { name: 'افزودن عکس' }));
    expect(await within(form).findByText(M.tooSmall(640, 400))).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });
});
