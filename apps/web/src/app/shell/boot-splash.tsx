/** The splash index.html paints before the code runs; shown again while the first screen's words load. */
export function BootSplash() {
  return (
    <div className="boot" aria-busy="true">
      <span className="boot-mark" aria-hidden="true">
        A
      </span>
      <span className="boot-name">Arcadia</span>
    </div>
  );
}
