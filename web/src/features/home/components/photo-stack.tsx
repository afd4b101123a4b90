/** The hero's illustration: three holiday snapshots pinned like prints on a board. */
const snapshots = [
  { src: '/images/connexion-montagne.webp', className: 'photo-stack__print--left' },
  { src: '/images/connexion-plage.webp', className: 'photo-stack__print--right' },
  { src: '/images/connexion-lac.webp', className: 'photo-stack__print--front' },
] as const;

export function PhotoStack() {
  return (
    <div className="photo-stack" aria-hidden="true">
      <span className="photo-stack__sun" />
      {snapshots.map((snapshot) => (
        <figure key={snapshot.src} className={`photo-stack__print ${snapshot.className}`}>
          <img src={snapshot.src} alt="" width={320} height={200} decoding="async" />
        </figure>
      ))}
    </div>
  );
}
