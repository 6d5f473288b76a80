/**
 * An area page before its content is built: its title and an empty layout. Areas replace this
 * with their own page in app-routes.tsx.
 */
export function AreaPlaceholder({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
      <section aria-label={title} className="min-h-64 rounded-xl border border-dashed border-slate-300 dark:border-slate-700" />
    </div>
  );
}
