export * from './errors';
export * from './paths';
export * from './sidebar';
export * from './types';
