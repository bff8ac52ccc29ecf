// The words of the back office's numbers: booking-api answers with these and the back office shows them.
export const STAFF_REPORTS_MESSAGES = {
  dateInvalid: 'تاریخ باید به شکل YYYY-MM-DD و روزی واقعی باشد.',
  datesOrder: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
  rangeTooLong: 'گزارش حداکثر ۳۶۶ روز را در بر می‌گیرد.',
  byInvalid: 'گروه‌بندی باید روزانه، هفتگی یا ماهانه باشد.',
  hotelNotFound: 'هتل پیدا نشد.',
} as const;
