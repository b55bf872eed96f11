export * from '../shared/index';
export { compilePage, type CompiledPage, type CompileInput } from './markdown/compile';
export type { PageLink } from './markdown/remarkLinks';
export type { PageSection } from './markdown/remarkSections';
export { fileToRoute, scanRoutes, type ScanOptions } from './routes/scan';
export { findDeadLinks, formatDeadLinks, type DeadLink, type LinkedPage } from './links/check';
