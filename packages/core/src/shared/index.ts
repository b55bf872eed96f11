export * from './errors';
export * from './notFound';
export * from './paths';
export * from './search';
export * from './sidebar';
export * from './theme';
export * from './types';
export type { MultiVersion } from './versionSchema';
