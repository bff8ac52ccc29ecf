// The sections of the traveller's account area (product §2's /profile routes), in the order the menu and the
// profile's home list them. One list: the menu, the home page's links and any section page read it.
export interface ProfileSection {
  label: string;
  to: string;
  /** What the section holds, under its link on the profile's home. */
  text: string;
  /** Also current on the addresses below it (a ticket's thread under the ticket list). */
  matchesChildren: boolean;
}

export const PROFILE_HOME: ProfileSection = {
  label: 'حساب کاربری',
  to: '/profile',
  text: 'خلاصه حساب، رزروها و تیکت‌ها',
  matchesChildren: false,
};

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    label: 'ویرایش اطلاعات',
    to: '/profile/edit',
    text: 'نام، ایمیل، کد ملی، نشانی و رمز عبور',
    matchesChildren: false,
  },
  {
    label: 'رزروهای من',
    to: '/profile/reserves',
    text: 'رزروهای هتل، واچر، فاکتور و لغو',
    matchesChildren: false,
  },
  { label: 'تیکت‌های پشتیبانی', to: '/profile/ticket', text: 'پرسش‌ها و پاسخ پشتیبانی', matchesChildren: true },
  {
    label: 'تراکنش‌ها',
    to: '/profile/transactions',
    text: 'کیف پول: پرداخت‌ها و بازگشت وجه',
    matchesChildren: false,
  },
  {
    label: 'مسافران قبلی',
    to: '/profile/previous-passengers',
    text: 'مسافرانی که پیش‌تر ثبت کرده‌اید',
    matchesChildren: false,
  },
  {
    label: 'هتل‌های ذخیره‌شده',
    to: '/profile/favourites',
    text: 'هتل‌هایی که نشان کرده‌اید، با قیمت امروز و هشدار ارزانی',
    matchesChildren: false,
  },
];
