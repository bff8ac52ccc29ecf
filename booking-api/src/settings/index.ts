// What a process that starts booking-api checks first (the gateway, before its booking-api thread opens the database).
export { assertSettings, bookingApiPort, settingsProblems } from './start-checks';
