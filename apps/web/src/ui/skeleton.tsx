import type { HTMLAttributes, ReactNode } from "react";
import skeleton from "./skeleton.module.css";

interface LoadingPlaceholderProps {
  /** Said once to screen readers while the placeholder shows. */
  label: string;
  className?: string;
  /** The placeholder shapes (hidden from screen readers where they stand). */
  children: ReactNode;
}

/** Content still loading: placeholder shapes, announced once as busy with `label`. */
export function LoadingPlaceholder({ label, className, children }: LoadingPlaceholderProps) {
  return (
    <div aria-busy="true" className={className}>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}

/** One shimmering block, sized by the caller's class. */
export function SkeletonBlock({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[skeleton.skeleton, className].filter(Boolean).join(" ")} {...rest} />;
}

/** Lines of text still loading: `count` full lines and a short last one. */
export function SkeletonLines({ count }: { count: number }) {
  return (
    <>
      {[...Array(count).keys()].map((key) => (
        <div key={key} className={`${skeleton.skeleton} ${skeleton.line}`} />
      ))}
      <div className={`${skeleton.skeleton} ${skeleton.line} ${skeleton.short}`} />
    </>
  );
}
