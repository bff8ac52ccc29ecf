// @rahi/shared-contracts: pure rules, types and the event bus shared by browser and server.
export * from './bus/auth-state';
export * from './bus/event-bus';
export * from './bus/events';
export * from './cart/cart-rules';
export * from './cart/selected-room';
export * from './messages/catalogue';
export * from './messages/error-screen';
export * from './registry/registry';
export * from './routes/match-route';
export * from './routes/route-table';
export * from './search/validate-search';
export * from './text/digits';
export * from './text/slug';
export * from './theme/tokens';
