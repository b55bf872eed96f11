export type { SiteData } from '../runtime/siteData';
export * from '../shared/configSchema';
export * from '../shared/index';
export {
  CONFIG_FILES,
  DEFAULT_THEME,
  type LoadConfigOptions,
  type LoadedConfig,
  type LoadedTheme,
  loadConfig,
  resolveConfig,
} from './config/load';
export { configSchemaFor } from './config/themed';
export { type DeadLink, findDeadLinks, formatDeadLinks, type LinkedPage } from './links/check';
export { type ConfigLinkProblem, findConfigLinkProblems, formatConfigLinkProblems } from './links/configLinks';
export { ASSET_DIR, type PageAsset } from './markdown/assets';
export type { CompiledPage, CompileInput } from './markdown/compile';
export { containerLine, githubAlert } from './markdown/containerSyntax';
export { compilePage, loadCompiler } from './markdown/lazy';
export type { PageLink } from './markdown/remarkLinks';
export type { PagePartial } from './markdown/remarkPartials';
export type { PageSection } from './markdown/remarkSections';
export { frontmatterOrder, readPageInfo, readTitle } from './markdown/title';
export { SKIP, type WalkAction, walk } from './markdown/walk';
export { type CompileWarning, formatWarning } from './markdown/warnings';
export { fileToRoute, type ScanOptions, scanRoutes, scanSiteRoutes } from './routes/scan';
export type { PageTitles } from './site/autoSidebar';
export { attachOverviewHeadings } from './site/overview';
export { pageModuleSource } from './site/pageModule';
export { createSiteData } from './site/siteData';
