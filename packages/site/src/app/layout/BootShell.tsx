/**
 * The page before the app has started: the header bar with the brand's name over an empty main
 * area, themed by the brand class on <html>. The site's build writes it into index.html (so the
 * first paint needs no script) and StatusLoading shows it while the system status is asked for,
 * so the page looks the same until the real layout replaces it. Plain class names, styled in
 * styles/bootShell.css.ts, because the build renders it without the CSS pipeline.
 */
export function BootShell({ brandName, label }: { brandName: string; label?: string }) {
  return (
    <div className="boot-shell" aria-busy="true">
      <header className="boot-shell-header">
        <span className="boot-shell-logo">{brandName}</span>
      </header>
      <main className="boot-shell-main">
        {label ? <span className="boot-shell-label">{label}</span> : null}
      </main>
    </div>
  );
}
