import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useRefreshProfile, type RefreshedProfile } from '../api/refresh-profile';
import { DiagnosticResult } from './diagnostic-result';

function describe(profile: RefreshedProfile): string {
  if (!profile) return 'Session refreshed: not signed in.';
  return `Profile refreshed: ${profile.fullName || '(no name)'}, updated ${new Date(profile.updatedAt).toLocaleString()}.`;
}

/** Fetches the session and the profile again, and says what came back. */
export function ProfileRefresh({ signedIn }: { signedIn: boolean }) {
  const refresh = useRefreshProfile();
  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" onClick={() => refresh.mutate()} loading={refresh.isPending} loadingLabel="Refreshing...">
        {signedIn ? 'Refresh profile' : 'Refresh session'}
      </Button>
      {refresh.isSuccess ? <DiagnosticResult ok>{describe(refresh.data)}</DiagnosticResult> : null}
      {refresh.isError ? <DiagnosticResult ok={false}>{`Refresh failed: ${errorMessage(refresh.error, 'no answer')}`}</DiagnosticResult> : null}
    </div>
  );
}
