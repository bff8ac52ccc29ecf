// Vazirmatn from our own origin: the variable font covers every weight in one file. Its name carries
// a content hash so it can be cached for a year; pages preload it and declare it with font-display: swap.
const crypto = require('node:crypto');
const fs = require('node:fs');

const fontSource = require.resolve('vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2');
const fontHash = crypto.createHash('sha256').update(fs.readFileSync(fontSource)).digest('hex').slice(0, 10);

/** Where the font is copied in a build, relative to the output folder. */
const fontFile = `static/fonts/vazirmatn.${fontHash}.woff2`;

module.exports = { fontFile, fontCopyPattern: { from: fontSource, to: fontFile } };
