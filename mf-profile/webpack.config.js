const { createAppConfig } = require('@rahi/tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_profile',
  port: 3004,
  // The /profile sections other than its home show mf-content's not-found page until their issues land.
  exposes: {
    './LoginForm': './src/components/login/LoginForm.tsx',
    './LoginPage': './src/pages/LoginPage.tsx',
    './ProfilePage': './src/pages/ProfilePage.tsx',
  },
});
