// Names and free text from travellers lose their bidi controls on input (text/bidi-controls.ts): a RIGHT-TO-LEFT
// OVERRIDE in a review, a ticket or a name never reaches another traveller's page or support's screen.
import { bookingGuestSchema } from './bookings';
import { contactBodySchema } from './forms';
import { passengerBodySchema } from './passengers';
import { profileUpdateBodySchema } from './profile';
import { questionnaireBodySchema } from './questionnaire';
import { reviewBodySchema } from './review-submit';
import { createTicketBodySchema, ticketReplyBodySchema } from './tickets';

const RLO = '\u202E';
const PDF = '\u202C';
const RLI = '\u2067';
const PDI = '\u2069';
const RLM = '\u200F';
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

describe('bidi controls on input', () => {
  it('are taken out of a review, a ticket and a contact message, direction marks in free text kept', () => {
    const review = reviewBodySchema.parse({
      reserveId: '12345678',
      mobile: '09121234567',
      scores: { staff: 5, cleanliness: 5, restaurant: 5, location: 5, valueForMoney: 5 },
      recommend: true,
      title: `${RLO}عالی بود`,
      text: `اتاق تمیز و کارکنان مهربان بودند ${RLO}gpj.exe${PDF} و صبحانه خوب بود.`,
    });
    expect(review.title).toBe('عالی بود');
    expect(review.text).toBe('اتاق تمیز و کارکنان مهربان بودند gpj.exe و صبحانه خوب بود.');

    const ticket = createTicketBodySchema.parse({
      subject: `${RLI}درباره رزرو${PDI}`,
      department: 'other',
      message: `سلام${RLM}. ${RLO}لطفا پیگیری کنید`,
    });
    expect(ticket).toMatchObject({ subject: 'درباره رزرو', message: `سلام${RLM}. لطفا پیگیری کنید` });
    expect(ticketReplyBodySchema.parse({ message: `${RLO}پاسخ من` }).message).toBe('پاسخ من');

    const contact = contactBodySchema.parse({
      name: `${RLM}مریم${RLO}`,
      mobile: '09121234567',
      subject: `${RLO}پرسش`,
      message: `${RLO}متن پیام برای پشتیبانی`,
    });
    expect([contact.name, contact.subject, contact.message]).toEqual([
      'مریم',
      'پرسش',
      'متن پیام برای پشتیبانی',
    ]);
  });

  it('are taken out of names, Persian or as in the passport, with the direction marks', () => {
    const guest = bookingGuestSchema.parse({
      roomIndex: 0,
      firstName: `مریم${RLO}`,
      lastName: `${RLM}احمدی`,
      nationalCode: '0084575948',
    });
    expect([guest.firstName, guest.lastName]).toEqual(['مریم', 'احمدی']);
    const foreign = passengerBodySchema.parse({
      firstName: `${RLO}Anna`,
      lastName: `Smith${PDF}${RLM}`,
      passportNumber: 'X1234567',
      nationality: 'DE',
    });
    expect([foreign.firstName, foreign.lastName]).toEqual(['Anna', 'Smith']);
    const profile = profileUpdateBodySchema.parse({
      firstname: `علی${RLO}`,
      lastname: 'رضایی',
      address: `${RLO}تهران، خیابان ولیعصر`,
    });
    expect([profile.firstname, profile.address]).toEqual(['علی', 'تهران، خیابان ولیعصر']);
  });

  it("are taken out of a questionnaire's text answer", () => {
    const schema = questionnaireBodySchema([
      { id: 1, kind: 'text', text: 'پیشنهاد شما؟', options: [], required: true },
    ]);
    const body = schema.parse({ answers: { q1: `${RLO}خوب بود${PDF}` } });
    expect(body.answers.q1).toBe('خوب بود');
    expect(JSON.stringify(body)).not.toMatch(BIDI_CONTROLS);
  });
});
