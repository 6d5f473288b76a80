import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { profileQueryOptions } from '../../../lib/profile-query';
import { sessionQueryOptions } from '../../../lib/session';

/** Fetches the session and the profile again, and says what came back. */
export function ProfileRefresh({ signedIn, queryClient }: { signedIn: boolean; queryClient: QueryClient }) {
  const [refreshing, setRefreshing] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onRefresh = async () => {
    setRefreshing(true);
    setResult(null);
    try {
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (!session) {
        setResult({ ok: true, text: 'Session refreshed: not signed in.' });
        return;
      }
      const profile = await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
      setResult({ ok: true, text: `Profile refreshed: ${profile.fullName || '(no name)'}, updated ${new Date(profile.updatedAt).toLocaleString()}.` });
    } catch (caught) {
      setResult({ ok: false, text: `Refresh failed: ${errorMessage(caught, 'no answer')}` });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" onClick={onRefresh} loading={refreshing} loadingLabel="Refreshing...">
        {signedIn ? 'Refresh profile' : 'Refresh session'}
      </Button>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}>
          {result.text}
        </p>
      ) : null}
    </div>
  );
}
