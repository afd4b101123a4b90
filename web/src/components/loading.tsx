import './loading.css';

/** A spinner with its text, announced politely to screen readers. */
export function Loading({ text, className }: { readonly text: string; readonly className?: string }) {
  return (
    <div className={`loading${className ? ` ${className}` : ''}`} role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
