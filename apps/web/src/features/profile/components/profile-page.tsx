import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackButton } from '../../../components/ui/back-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageLoader } from '../../../components/ui/page-loader';
import { initialsOf, useProfile } from '../../../lib/profile-query';
import { useSession, useSignOut } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DevicesCard } from './devices-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordSettings } from './password-settings';
import { PreferencesCard } from './preferences-card';
import { ProfileNameForm } from './profile-name-form';
import { TwoFactorCard } from './two-factor-card';

/**
 * /profile, outside the shell (docs/product/accounts.md "Profile"). `children`: settings other features add, composed in
 * app/ (the plan and the AI privacy setting, app/profile-route.tsx); `last`: what goes at the very end,
 * after Sign out ('Your data' with the account's deletion, docs/product/data.md).
 */
export function ProfilePage({ children, last }: { children?: ReactNode; last?: ReactNode }) {
  const { user } = useSession();
  const profile = useProfile(Boolean(user));
  // docs/product/accounts.md "Sign-out": Sign Out goes to /login.
  const signOut = useSignOut();
  useDocumentTitle('Profile Settings');

  if (!user || profile.isPending) return <PageLoader />;
  const fullName = profile.data?.fullName ?? user.name;

  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 flex items-center gap-3">
        <BackButton />
        <PageHeading>Profile Settings</PageHeading>
      </div>
      <div className="space-y-6">
        <Card className="flex items-center gap-4">
          <div
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-700 text-xl font-semibold text-white"
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
        <TwoFactorCard email={user.email} />
        {profile.data ? <PreferencesCard profile={profile.data} /> : null}
        {children}
        <PasskeysCard />
        <DevicesCard />
        <Card>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Sign out</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Sign out of Cadence on this device.</p>
          <Button variant="secondary" className="mt-4" icon={<LogOut aria-hidden="true" className="h-4 w-4" />} loading={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign Out
          </Button>
        </Card>
        {last}
      </div>
    </main>
  );
}
