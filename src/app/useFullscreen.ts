import { useCallback, useEffect, useState } from 'react';

/** Fullscreen of the whole page; `onUnsupported` runs where the browser has none. */
export function useFullscreen(onUnsupported: () => void) {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
  }, []);
  const toggle = useCallback(() => {
    if (!document.fullscreenEnabled) {
      onUnsupported();
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(onUnsupported);
  }, [onUnsupported]);
  return { active, toggle, exit };
}
