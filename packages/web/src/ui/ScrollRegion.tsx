import type { ReactNode, Ref } from 'react';

/**
 * A box that scrolls its content and takes focus, so the keyboard can scroll it even when nothing inside can be
 * tabbed to (axe scrollable-region-focusable). `label` names it for screen readers.
 */
export function ScrollRegion({
  label,
  className,
  children,
  ref,
}: {
  label: string;
  className: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className={`${className} focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable scroll region is the WCAG pattern for this.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
