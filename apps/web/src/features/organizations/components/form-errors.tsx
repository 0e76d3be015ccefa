/** Messages no field shows, with the form's own error line. */
export function FormErrors({ error, other }: { error: string | null; other: readonly string[] }) {
  if (!error && other.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-danger-soft px-3 py-2 text-sm">
      {error ? <p className="font-semibold text-danger">{error}</p> : null}
      {other.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-danger">
          {other.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
