import { useSiteData } from '@docs-kit/core/runtime';
import { useEffect, useState } from 'react';
import { useTexts } from '../../hooks/useTexts';
import { readStorage, writeStorage } from '../../logic/storage';
import { themeConfigOf } from '../../logic/themeConfig';
import { inlineMarkdown } from '../../utils/inlineMarkdown';
import { Icons } from '../Icons';
import './index.css';

/**
 * A dismissible bar above the nav (`themeConfig.banner`). Dismissal is stored under the banner's
 * `storageKey`; the server renders it and a dismissed reader sees it removed after hydration.
 */
export function Banner() {
  const themeConfig = themeConfigOf(useSiteData());
  const texts = useTexts();
  const banner = themeConfig.banner;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (banner && readStorage(banner.storageKey) === '1') setDismissed(true);
  }, [banner]);
  if (!banner || dismissed) return null;
  return (
    <section className="docs-banner" aria-label="Announcement">
      <p className="docs-banner-message">{inlineMarkdown(banner.message)}</p>
      <button
        type="button"
        className="docs-banner-close"
        aria-label={texts.dismissText}
        onClick={() => {
          writeStorage(banner.storageKey, '1');
          setDismissed(true);
        }}
      >
        <Icons.Close width={16} height={16} />
      </button>
    </section>
  );
}
