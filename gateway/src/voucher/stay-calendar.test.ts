import { stayCalendar, tehranMomentOf } from './stay-calendar';

const booking = {
  reserveId: '48213657',
  hotel: {
    id: 3,
    name: 'هتل درویشی',
    stars: 5,
    address: 'مشهد، بلوار امام رضا; پلاک ۱۲',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  checkin: '2025-03-20',
  checkOut: '2025-03-22',
  booker: { mobile: '09121234567', email: null },
};
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('stayCalendar', () => {
  it('runs from check-in to check-out at the hotel times, written in UTC from Tehran clock time', () => {
    const text = unfold(stayCalendar(booking, 'https://rahi.ir', new Date('2025-03-01T00:00:00Z')));
    expect(text).toContain('DTSTART:20250320T103000Z');
    expect(text).toContain('DTEND:20250322T083000Z');
    expect(text).toContain('UID:48213657@rahi');
    expect(text).toContain('SUMMARY:اقامت در هتل درویشی');
  });

  it('escapes the address and links the booking on /reserve-status', () => {
    const text = unfold(stayCalendar(booking, 'https://rahi.ir'));
    expect(text).toContain('LOCATION:مشهد، بلوار امام رضا\\; پلاک ۱۲');
    expect(text).toContain(
      'URL;VALUE=URI:https://rahi.ir/reserve-status?reserveId=48213657&mobile=09121234567',
    );
  });

  it('folds long lines at 75 octets with CRLF line ends', () => {
    const text = stayCalendar(booking, 'https://rahi.ir');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});

describe('tehranMomentOf', () => {
  it('reads a Tehran wall-clock time across the Esfand/Farvardin rollover', () => {
    expect(tehranMomentOf('2025-03-21', '00:30').toISOString()).toBe('2025-03-20T21:00:00.000Z');
  });
});
