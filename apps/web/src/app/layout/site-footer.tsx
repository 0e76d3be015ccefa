export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-slate-600">
        <p>
          <span className="font-semibold text-slate-800">Field Commons</span>: research on how
          people govern what they share.
        </p>
      </div>
    </footer>
  );
}
