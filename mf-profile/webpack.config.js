const { createAppConfig } = require('@rahi/tooling/webpack');

/** The modules this remote exposes (its browser build). */
const exposes = {
  './LoginForm': './src/components/login/LoginForm.tsx',
  './ProfileMenu': './src/components/ProfileMenu.tsx',
  './LoginPage': './src/pages/LoginPage.tsx',
  './ProfilePage': './src/pages/ProfilePage.tsx',
  './ProfileEditPage': './src/pages/ProfileEditPage.tsx',
  './ReservesPage': './src/pages/ReservesPage.tsx',
  './TransactionsPage': './src/pages/TransactionsPage.tsx',
  './TicketsPage': './src/pages/TicketsPage.tsx',
  './TicketPage': './src/pages/TicketPage.tsx',
  './PassengersPage': './src/pages/PassengersPage.tsx',
  './FavouritesPage': './src/pages/FavouritesPage.tsx',
};

/** Every page but the login page is drawn beside the menu (the profile layout's), hydrated with it. */
const menuBeside = Object.keys(exposes)
  .filter((name) => name.endsWith('Page') && name !== './LoginPage')
  .map((name) => [name, ['mf_profile/ProfileMenu']]);

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_profile',
  port: 3004,
  exposes,
  // Their chunks are named in the page's HTML with the page's (gateway/src/pages/startup-chunks.ts).
  startupSiblings: Object.fromEntries(menuBeside),
});
