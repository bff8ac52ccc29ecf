// Invisible bidi controls typed or pasted into a name or a message: a RIGHT-TO-LEFT OVERRIDE (U+202E) before
// 'exe.txt' shows it as 'txt.exe', and an embedding, override or isolate left open spills onto the page
// around it. Text from travellers is kept as typed, except for these: the embeddings and overrides
// (U+202A-202E) and the isolates (U+2066-2069) always go; the marks (LRM U+200E, RLM U+200F, ALM U+061C) go
// from names, where they mean nothing, and stay in free text, where a writer mixing Persian and Latin may need
// one to place a full stop. Our own isolates (isolate.ts) are added when the text is shown, not stored.

const EMBEDDINGS_AND_ISOLATES = /[\u202A-\u202E\u2066-\u2069]/g;
const CONTROLS_AND_MARKS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * Free text without the bidi embeddings, overrides and isolates; direction marks are kept.
 * @example stripBidiControls('پیام \u202Etxt.exe') // → 'پیام txt.exe'
 */
export const stripBidiControls = (text: string) => text.replace(EMBEDDINGS_AND_ISOLATES, '');

/**
 * A name without any bidi control or direction mark.
 * @example stripBidiFromName('\u200Fعلی\u202E') // → 'علی'
 */
export const stripBidiFromName = (text: string) => text.replace(CONTROLS_AND_MARKS, '');
