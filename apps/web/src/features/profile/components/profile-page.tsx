import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { initialsOf, useProfile } from '../../../lib/profile-query';
import { useSession, useSignOut } from '../../../lib/session';
import { PasswordSettings } from './password-settings';
import { BackButton } from '../../../components/ui/back-button';
import { ProfileNameForm } from './profile-name-form';

/** /profile, outside the shell (spec part 1 §2). */
export function ProfilePage() {
  const { user } = useSession();
  const profile = useProfile(Boolean(user));
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (!user || profile.isPending) return <PageLoader />;
  const fullName = profile.data?.fullName ?? user.name;

  // spec part 1 §2: Sign Out goes to /login.
  const onSignOut = async () => {
    setSigningOut(true);
    await signOut().catch(() => undefined);
    navigate('/login', { replace: true });
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 flex items-center gap-3">
        <BackButton />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Profile Settings</h1>
      </div>
      <div className="space-y-6">
        <Card className="flex items-center gap-4">
          <div
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-xl font-semibold text-white"
          >
            {initialsOf(fullName, user.email)}
          </div>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">{fullName || user.email}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
          </div>
        </Card>
        {profile.isError ? null : <ProfileNameForm initialName={fullName} />}
        <PasswordSettings email={user.email} />
        <Card>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Sign out</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Sign out of Cadence on this device.</p>
          <Button variant="secondary" className="mt-4" icon={<LogOut aria-hidden="true" className="h-4 w-4" />} loading={signingOut} onClick={onSignOut}>
            Sign Out
          </Button>
        </Card>
      </div>
    </main>
  );
}
