/**
 * The default theme's registry. Components import each other from `@theme` (this file, or a
 * site's `theme/index.tsx` that re-exports it and replaces some names), so overriding one
 * component reaches every caller. `@theme-original` is always this file.
 */

export { Badge, type BadgeProps } from './components/Badge';
export { Banner } from './components/Banner';
export { Benchmark } from './components/Benchmark';
export { CodeBlock, type CodeBlockProps } from './components/CodeBlock';
export { DocFooter } from './components/DocFooter';
export { DocLayout, type DocLayoutProps } from './components/DocLayout';
export { EditLink } from './components/EditLink';
export { type FamilyData, type FamilyTool, FamilyTools } from './components/FamilyTools';
export { type Feature, Features, featureSpan } from './components/Features';
export { Feeds } from './components/Feeds';
export { Footer } from './components/Footer';
export { Hero, type HeroData } from './components/Hero';
export { HomeLayout, LandingBackground } from './components/HomeLayout';
export { Icons } from './components/Icons';
export { ImageZoom, type ImageZoomProps } from './components/ImageZoom';
export { LanguageSwitcher } from './components/LanguageSwitcher';
export { LastUpdated } from './components/LastUpdated';
export { Layout, type LayoutProps } from './components/Layout';
export { Link, type LinkProps, stripBase } from './components/Link';
export { Nav } from './components/Nav';
export { NavDropdown, NavMenu } from './components/NavMenu';
export { NotFoundLayout } from './components/NotFoundLayout';
export { Outline, OutlineList } from './components/Outline';
export { Overview } from './components/Overview';
export { PackageManagerTabs, type PackageManagerTabsProps } from './components/PackageManagerTabs';
export { Popover, type PopoverProps } from './components/Popover';
export { PrevNext } from './components/PrevNext';
export { ScrollToTop } from './components/ScrollToTop';
export { Search } from './components/Search';
export { Sidebar, type SidebarProps } from './components/Sidebar';
export { SidebarMenu, type SidebarMenuProps } from './components/SidebarMenu';
export { SocialLinkItem, SocialLinks } from './components/SocialLinks';
export { Table } from './components/Table';
export { Tab, type TabProps, Tabs, type TabsProps } from './components/Tabs';
export { ThemeToggle } from './components/ThemeToggle';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export { VersionBanner } from './components/VersionBanner';
export { VersionSwitcher } from './components/VersionSwitcher';

export { useActiveHeading } from './hooks/useActiveHeading';
export { useFeedLinks } from './hooks/useFeedLinks';
export { useHiddenParts } from './hooks/useHiddenParts';
export { useHoverOpen } from './hooks/useHoverOpen';
export { useMediaQuery, useReducedMotion } from './hooks/useMediaQuery';
export { useMounted } from './hooks/useMounted';
export { useOutlineEntries } from './hooks/useOutlineEntries';
export { useOutsideClose } from './hooks/useOutsideClose';
export { usePrefetch } from './hooks/usePrefetch';
export { useScrolledPast } from './hooks/useScroll';
export { useSidebarData } from './hooks/useSidebarData';
export { useTexts } from './hooks/useTexts';
export { useThemeMode } from './hooks/useThemeMode';

export { debounce, throttle } from './logic/debounce';
export { DEFAULT_TEXTS, resolveTexts, type ThemeTexts } from './logic/texts';
export {
  getThemeInitScript,
  parseThemeMode,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemeMode,
  themeInitScript,
} from './logic/theme';
export { pageTitle } from './logic/title';
export { mdxComponents, pageComponents } from './mdxComponents';
