export * from './contract';
export * from './errors';
export * from './configuration';
export * from './clinics';
export * from './browsing';
export * from './accounts';
export * from './booking';
export * from './appointments';
