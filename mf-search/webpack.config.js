const { createAppConfig } = require('@rahi/tooling/webpack');

/** The modules this remote exposes (its browser build). */
const exposes = {
  './HomePage': './src/pages/HomePage.tsx',
  './CityPage': './src/pages/CityPage.tsx',
  './ImamHotelsPage': './src/pages/ImamHotelsPage.tsx',
  './SearchBox': './src/components/SearchBox.tsx',
  './StayDatesField': './src/date-picker/StayDatesField.tsx',
};

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_search',
  port: 3001,
  exposes,
  // Running alone, the API calls and hotel photos go to a gateway (npm start at the root serves one).
  devServer: {
    proxy: [
      { context: ['/handle-api', '/media'], target: process.env.RAHI_GATEWAY ?? 'http://localhost:8080' },
    ],
  },
});
