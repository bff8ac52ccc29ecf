import { buildVoucherDocument } from '@rahi/shared-contracts';
import { createRenderPool } from './render-pool';
import { hotelDetails, paidBooking } from './test-fixtures';

describe('createRenderPool', () => {
  it('draws voucher PDFs in worker threads while the event loop stays free', async () => {
    const pool = createRenderPool(1);
    try {
      const document = buildVoucherDocument({
        booking: paidBooking,
        hotel: hotelDetails,
        isFactor: false,
        origin: 'https://rahi.ir',
      });
      let ticks = 0;
      const timer = setInterval(() => ticks++, 1);
      const pdfs = await Promise.all([pool.render(document), pool.render(document)]);
      clearInterval(timer);
      for (const pdf of pdfs) expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      expect(ticks).toBeGreaterThan(5);
    } finally {
      await pool.close();
    }
  });
});
