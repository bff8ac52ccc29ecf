const { createAppConfig } = require('@rahi/tooling/webpack');

/** The modules this remote exposes (its browser build). */
const exposes = {
  './ReservationPage': './src/pages/ReservationPage.tsx',
  './PaymentStatusPage': './src/pages/PaymentStatusPage.tsx',
  './PaymentSuccessPage': './src/pages/PaymentSuccessPage.tsx',
  './PaymentFailurePage': './src/pages/PaymentFailurePage.tsx',
  './VoucherPage': './src/pages/VoucherPage.tsx',
  './ReserveStatusPage': './src/pages/ReserveStatusPage.tsx',
  './CheckReservation': './src/components/CheckReservation.tsx',
};

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_reservation',
  port: 3003,
  exposes,
  // Running alone, the API calls and reservation drafts go to a gateway (npm start at the root).
  devServer: {
    proxy: [
      {
        context: ['/handle-api', '/api', '/sandbox-bank'],
        target: process.env.RAHI_GATEWAY ?? 'http://localhost:8080',
      },
    ],
  },
});
