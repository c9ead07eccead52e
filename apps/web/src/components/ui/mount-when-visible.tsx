import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type MountWhenVisibleProps = {
  children: ReactNode;
  /** Height the placeholder keeps until the content mounts, so the layout does not jump. */
  placeholderHeight: number;
  /** Accessible name of the placeholder (the section it stands for). */
  label: string;
};

/**
 * Mounts a card below the fold (its queries and render included) only once it scrolls near the
 * viewport, and otherwise after the page's first paint has settled, so it does not compete with
 * what the page shows first (issue 15). Without IntersectionObserver (tests) it mounts at once.
 */
export function MountWhenVisible({ children, placeholderHeight, label }: MountWhenVisibleProps) {
  const [isMounted, setIsMounted] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isMounted || !placeholder.current) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // In view: still let the first paint of the page go first.
        frame = requestAnimationFrame(() => setTimeout(() => setIsMounted(true), 0));
        observer.disconnect();
      },
      { rootMargin: '200px' },
    );
    observer.observe(placeholder.current);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
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
