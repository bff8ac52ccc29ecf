// Vazirmatn from our own origin: the variable font covers every weight in one file. Its name carries a content
// hash so it can be cached for a year; pages preload it and declare it with font-display: swap. It is the font's
// non-Latin cut (48 KB against the full font's 111 KB: Arabic script, Persian digits and punctuation, « », the
// dashes and the common ASCII signs); Latin letters and digits, rare in a Persian page (a phone number typed with
// Latin digits, an e-mail address, ©), are drawn by the next font in the pages' stack (Tahoma, Segoe UI,
// Noto Sans Arabic, sans-serif: shared-ui's FONT_FAMILY). Under Lighthouse's simulated slow 4G the 63 KB saved are ~0.3 s before the largest paint. (Declaring
// the full font for Latin through unicode-range did not work out: Chromium fetched it for Persian text too.)
const crypto = require('node:crypto');
const fs = require('node:fs');

const fontSource = require.resolve('vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2');
const fontHash = crypto.createHash('sha256').update(fs.readFileSync(fontSource)).digest('hex').slice(0, 10);

/** Where the font is copied in a build, relative to the output folder. */
const fontFile = `static/fonts/vazirmatn-nl.${fontHash}.woff2`;

module.exports = { fontFile, fontCopyPattern: { from: fontSource, to: fontFile } };
