import { useRef } from 'react';
import { useLandmark } from 'react-aria';

/**
 * A landmark that F6 and Shift-F6 move to, as react-aria's landmark manager does for the
 * notifications: the shell registers its navigation and main content, so a notification's 'View'
 * is one F6 away and Shift-F6 goes back to the page.
 */
export function useF6Landmark<T extends HTMLElement>(role: 'main' | 'navigation', label?: string) {
  const ref = useRef<T>(null);
  const { landmarkProps } = useLandmark({ role, 'aria-label': label }, ref);
  return { ref, landmarkProps };
}
