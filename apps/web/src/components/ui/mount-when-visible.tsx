import Box from '@mui/material/Box';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

type MountWhenVisibleProps = {
  children: ReactNode;
  /** Height the placeholder keeps until the content mounts, so the layout does not jump. */
  placeholderHeight: number;
  /** Accessible name of the placeholder (the section it stands for). */
  label: string;
  /**
   * Mounted from the first render (read then only). A wrapper that comes and goes would make its
   * children anew, and take the focus from a field being typed in: keep it, and say this.
   */
  isMountedAtOnce?: boolean;
};

/**
 * Mounts a card below the fold (its queries and render included) once it scrolls near the
 * viewport or, at the latest, when the browser is idle after the page's first paint (within 2 s),
 * so it does not compete with what the page shows first (issue 15). Without IntersectionObserver
 * (tests) it mounts at once.
 */
export function MountWhenVisible({
  children,
  placeholderHeight,
  label,
  isMountedAtOnce = false,
}: MountWhenVisibleProps) {
  const [isMounted, setIsMounted] = useState(
    () => isMountedAtOnce || typeof IntersectionObserver === 'undefined',
  );
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isMounted || !placeholder.current) return;
    let frame = 0;
    // A transition: the card renders in slices between the browser's other work, not as one long task.
    const mount = () => startTransition(() => setIsMounted(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // In view: still let the first paint of the page go first.
        frame = requestAnimationFrame(() => setTimeout(mount, 0));
        observer.disconnect();
      },
      { rootMargin: '200px' },
    );
    observer.observe(placeholder.current);
    // Out of view: once the page is idle after its first paint (live content such as the chat
    // must exist whether or not the user scrolls to it).
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(mount, { timeout: 2000 })
        : window.setTimeout(mount, 1000);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [isMounted]);
  if (isMounted) return <>{children}</>;
  return (
    // A named region while it loads (aria-label needs a role to be allowed on a div).
    <Box
      ref={placeholder}
      role="region"
      aria-label={label}
      aria-busy
      sx={{ minHeight: placeholderHeight }}
    />
  );
}
