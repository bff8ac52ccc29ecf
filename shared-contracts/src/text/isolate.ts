// Right-to-left text with a left-to-right piece in it (a path, a code, a Latin name, a phone number): without an
// isolate the bidi algorithm reorders the piece with its neighbours ("نشانی /reservation" showed as
// "reservation/"). In markup use shared-ui's <Ltr>; in plain text (a title, a toast, a PDF line) this.

/** LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE around `text`. @example `کد ${isolateLtr('RAHI10')} اعمال شد` */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
