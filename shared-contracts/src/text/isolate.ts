// Right-to-left text with a left-to-right piece in it (a path, a code, a Latin name, a phone number): without an
// isolate the bidi algorithm reorders the piece with its neighbours ("نشانی /reservation" showed as
// "reservation/"). In markup use shared-ui's <Ltr>; in plain text (a title, a toast, a PDF line) this.

/** LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE around `text`. @example `کد ${isolateLtr('RAHI10')} اعمال شد` */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/**
 * FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE: the text keeps its own direction, taken from its first letter
 * (a foreign guest's name in Latin or in Persian letters), and its neighbours do not reorder it.
 * @example `مهمان: ${isolateFirstStrong('Anna Smith Jr.')}` // the dot stays after «Jr»
 */
export const isolateFirstStrong = (text: string) => `\u2068${text}\u2069`;
