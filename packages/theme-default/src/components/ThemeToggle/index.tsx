import { useSiteData } from '@docs-kit/core/runtime';
import { useTexts } from '../../hooks/useTexts';
import { useThemeMode } from '../../hooks/useThemeMode';
import { Icons } from '../Icons';
import './index.css';

/**
 * Switches between the light and dark scheme (stored, synced across tabs, 400 ms animation).
 * Both icons are rendered and CSS shows the right one from `html.dark`, so the server's HTML is
 * right before hydration. Hidden when the site disables dark mode.
 */
export function ThemeToggle() {
  const site = useSiteData();
  const texts = useTexts();
  const { theme, toggle } = useThemeMode();
  if (!site.themeConfig.darkMode) return null;
  return (
    <button
      type="button"
      className="docs-theme-toggle"
      onClick={toggle}
      aria-label={theme === 'dark' ? texts.switchToLightText : texts.switchToDarkText}
      title={theme === 'dark' ? texts.switchToLightText : texts.switchToDarkText}
      data-theme={theme}
    >
      <Icons.Sun className="docs-theme-toggle-sun" />
      <Icons.Moon className="docs-theme-toggle-moon" />
    </button>
  );
}
