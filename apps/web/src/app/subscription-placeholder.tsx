import { BackButton } from '../components/ui/back-button';

/** /subscription stays guarded and reachable; its plans come with the subscription issue. */
export function SubscriptionPlaceholder() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex items-center gap-3">
        <BackButton />
        <h1 className="text-2xl font-bold tracking-tight">Premium</h1>
      </div>
      <section aria-label="Premium plans" className="mt-8 min-h-64 rounded-xl border border-dashed border-slate-300 dark:border-slate-700" />
    </main>
  );
}
