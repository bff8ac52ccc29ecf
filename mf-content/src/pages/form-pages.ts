// The form pages mf-content renders on the server, with the two pages a form ends on: the words each page opens
// with, shared by the page itself and its head (server/head.ts, which takes the address from the route table), and
// the one booking-api read among them (the questionnaire's questions). The forms need no search engine, but rendered on the server their heading, lead and fields are on
// screen before the app's code arrives, as on every other page of the site.
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import type { Question } from '@rahi/shared-contracts/api';

export const FORM_PAGES = {
  './ContactPage': {
    title: 'تماس با ما',
    intro: 'سوال، پیشنهاد یا مشکلی دارید؟ پیام خود را بنویسید؛ کارشناسان پشتیبانی در ساعت کاری پاسخ می‌دهند.',
  },
  './QuestionnairePage': {
    title: 'پرسشنامه رضایت',
    intro:
      'چند دقیقه وقت بگذارید و بگویید تجربه شما از رزرو با راهی چطور بود؛ پاسخ‌ها به بهتر شدن خدمات کمک می‌کند.',
  },
  './ArtistRegisterPage': {
    title: 'همکاری هنرمندان',
    intro:
      'نوازنده، نقاش، عکاس یا هنرمند صنایع دستی هستید و دوست دارید در هتل‌ها اجرا یا نمایشگاه داشته باشید؟ مشخصات خود را بفرستید.',
  },
  './AirportRegistrationPage': {
    title: 'همکاری در ترانسفر فرودگاهی',
    intro:
      'شرکت یا راننده ترانسفر فرودگاهی هستید؟ مشخصات خود و خودرو را بفرستید تا مسافران هتل‌ها را از فرودگاه به هتل برسانید.',
  },
  /** Where the questionnaire ends (the page's heading is its own; this is its <title>). */
  './QuestionnaireSuccessPage': { title: 'سپاس از پاسخ شما', intro: FORM_MESSAGES.questionnaireSaved },
  './ArtistRegisterSuccessPage': { title: 'درخواست همکاری ثبت شد', intro: FORM_MESSAGES.registrationSaved },
} as const;

export type FormModule = keyof typeof FORM_PAGES;

export const isFormModule = (module: string): module is FormModule => module in FORM_PAGES;

/** The booking-api path of the questionnaire's questions. */
export const QUESTIONS_END_POINT = '/questionnaire-questions';

/** What the server renders a form page with: the questions for the questionnaire, nothing for the others. */
export type FormPageData =
  | { module: './QuestionnairePage'; endPoint: typeof QUESTIONS_END_POINT; questions: Question[] }
  | { module: Exclude<FormModule, './QuestionnairePage'>; endPoint: null };
