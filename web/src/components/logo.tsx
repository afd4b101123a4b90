import './logo.css';

/** The portal's mark: a sun over the mountains, the same drawing as the favicon. */
export function LogoMark({ className }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0d6670" />
      <circle cx="42" cy="22" r="9" fill="#f4a259" />
      <path d="M6 50 L24 28 L34 40 L42 32 L58 50 Z" fill="#fdf6ec" />
      <path d="M6 50 L24 28 L30 35.5 L20 50 Z" fill="#e7dccb" />
    </svg>
  );
}
