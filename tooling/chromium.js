// How every tool here launches Chromium: Debian's build (Playwright cannot download its own), with
// the flags that keep it from reaching for the network this machine does not have.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { executablePath, launchOptions: { executablePath, args } };
