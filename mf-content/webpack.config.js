const { createAppConfig } = require('@rahi/tooling/webpack');

/** The pages and forms this remote exposes (its browser build). */
const exposes = {
  './NotFoundPage': './src/pages/NotFoundPage.tsx',
  './ErrorPage': './src/pages/ErrorPage.tsx',
  './GuidePage': './src/pages/content/GuidePage.tsx',
  './TravelTipsPage': './src/pages/content/TravelTipsPage.tsx',
  './ArticlePage': './src/pages/content/ArticlePage.tsx',
  './ContentPage': './src/pages/content/ContentPage.tsx',
  './PopularRoutesPage': './src/pages/routes/PopularRoutesPage.tsx',
  './RoadAtlasPage': './src/pages/atlas/RoadAtlasPage.tsx',
  './RailwayMapPage': './src/pages/maps/RailwayMapPage.tsx',
  './MehrabadMapPage': './src/pages/maps/MehrabadMapPage.tsx',
  './ContactPage': './src/pages/ContactPage.tsx',
  './QuestionnairePage': './src/pages/QuestionnairePage.tsx',
  './QuestionnaireSuccessPage': './src/pages/QuestionnaireSuccessPage.tsx',
  './ArtistRegisterPage': './src/pages/ArtistRegisterPage.tsx',
  './ArtistRegisterSuccessPage': './src/pages/ArtistRegisterSuccessPage.tsx',
  './AirportRegistrationPage': './src/pages/AirportRegistrationPage.tsx',
};

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_content',
  port: 3005,
  exposes,
  // Running alone, the API calls go to a gateway (npm start at the root).
  devServer: {
    proxy: [
      { context: ['/handle-api', '/_img'], target: process.env.RAHI_GATEWAY ?? 'http://localhost:8080' },
    ],
  },
});
