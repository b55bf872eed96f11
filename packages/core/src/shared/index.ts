export * from './errors';
export * from './paths';
export * from './types';
