const { createAppConfig } = require('@rahi/tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_hotel',
  port: 3002,
  exposes: {
    './HotelPage': './src/pages/HotelPage.tsx',
  },
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
