const { createAppConfig } = require('@rahi/tooling/webpack');

/** The modules this remote exposes (its browser build). */
const exposes = {
  './HotelPage': './src/pages/HotelPage.tsx',
  './ReviewSubmitPage': './src/pages/ReviewSubmitPage.tsx',
};

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_hotel',
  port: 3002,
  exposes,
  // The page loads mf-search's search box as soon as it renders (components/SearchBoxSlot.tsx): the gateway
  // names its chunks with the page's, so they arrive with the page's start-up scripts.
  startupSiblings: { './HotelPage': ['mf_search/SearchBox'] },
  // Running alone, the API calls, reservation drafts and hotel photos go to a gateway (npm start at the root).
  devServer: {
    proxy: [
      {
        context: ['/handle-api', '/api', '/media', '/_img'],
        target: process.env.RAHI_GATEWAY ?? 'http://localhost:8080',
      },
    ],
  },
});
