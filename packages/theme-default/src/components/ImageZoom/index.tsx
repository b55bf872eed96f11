import { type ImgHTMLAttributes, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTexts } from '../../hooks/useTexts';
import './index.css';

/** Spec 9: scrolling more than 40 px closes the zoom; closing takes 150 ms. */
export const ZOOM_SCROLL_THRESHOLD = 40;
export const ZOOM_CLOSE_DELAY = 150;

export type ZoomState = 'closed' | 'open' | 'opened' | 'close';

export interface ImageZoomProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** A larger image shown when zoomed (also read from `data-zoom-src`). */
  zoomSrc?: string;
}

/**
 * A content image that zooms on click (spec 4): open → opened → close. A click anywhere, Escape, a
 * resize, or scrolling more than 40 px closes it after a 150 ms transition. A high-resolution image
 * that fails to load logs a warning and the normal image is shown.
 */
export function ImageZoom({ zoomSrc, alt = '', ...img }: ImageZoomProps) {
  const texts = useTexts();
  const [state, setState] = useState<ZoomState>('closed');
  const [hiRes, setHiRes] = useState<string | undefined>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const large = zoomSrc ?? (img as Record<string, unknown>)['data-zoom-src'];
  const largeSrc = typeof large === 'string' ? large : undefined;

  const close = useCallback(() => {
    setState((s) => (s === 'open' || s === 'opened' ? 'close' : s));
  }, []);

  useEffect(() => {
    if (state === 'open') {
      const frame = requestAnimationFrame(() => setState('opened'));
      return () => cancelAnimationFrame(frame);
    }
    if (state === 'close') {
      const timer = setTimeout(() => {
        setState('closed');
        trigger.current?.focus({ preventScroll: true });
      }, ZOOM_CLOSE_DELAY);
      return () => clearTimeout(timer);
    }
    if (state !== 'opened') return;
    dialog.current?.focus();
    const startY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > ZOOM_SCROLL_THRESHOLD) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        close();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', close);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', close);
      window.removeEventListener('keydown', onKey);
    };
  }, [state, close]);

  useEffect(() => {
    if (state !== 'open' || !largeSrc || hiRes) return;
    const probe = new Image();
    probe.onload = () => setHiRes(largeSrc);
    probe.onerror = () => console.warn(`[docs] The high-resolution image could not be loaded: ${largeSrc}`);
    probe.src = largeSrc;
  }, [state, largeSrc, hiRes]);

  // An image without dimensions is not lazy: unloaded, it has no size and might never intersect.
  const { className, ...rest } = img;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="docs-image-zoom-trigger"
        aria-label={alt ? `${texts.zoomImageText}: ${alt}` : texts.zoomImageText}
        onClick={() => setState('open')}
      >
        <img
          {...rest}
          alt={alt}
          className={`docs-image${className ? ` ${className}` : ''}`}
          loading={img.loading ?? (img.width && img.height ? 'lazy' : undefined)}
          decoding="async"
        />
      </button>
      {state !== 'closed' &&
        createPortal(
          // biome-ignore lint/a11y/useKeyWithClickEvents: Escape, Enter and Space close it from the keyboard (window listener).
          <div
            ref={dialog}
            role="dialog"
            aria-modal="true"
            aria-label={alt || texts.zoomImageText}
            tabIndex={-1}
            className={`docs-image-zoom docs-image-zoom-${state}`}
            data-state={state}
            onClick={close}
          >
            <img src={hiRes ?? img.src} alt={alt} className="docs-image-zoom-img" />
          </div>,
          document.body,
        )}
    </>
  );
}
