import { ConnectedAppsCard } from '../features/access/tokens/connected-apps-card';
import { AgentChangesCard } from '../features/access/changes/components/agent-changes-card';
import { AiPrivacySetting } from '../features/assistant/components/ai-privacy-setting';
import { BackupStatusCard } from '../features/backups/components/backup-status-card';
import { YourDataCard } from '../features/data/components/your-data-card';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RemindersCard } from '../features/reminders/components/reminders-card';
import { ProfilePlan } from '../features/subscription/components/profile-plan';
import { activeServiceWorker } from './pwa/service-worker';

/**
 * /profile with the settings of other features: the plan and its end date, and the AI privacy setting (issue 12);
 * reminders, with the app's service worker for subscribing (issue 21 §3); when this Cadence's data was last backed up
 * (issue 25); the changes connected apps made, with undo (issue 26); 'Your data', last (issue 20).
 */
export function ProfileRoute() {
  return (
    <ProfilePage last={<YourDataCard />}>
      <ProfilePlan />
      <AiPrivacySetting />
      <RemindersCard serviceWorker={activeServiceWorker} />
      <BackupStatusCard />
      {/* docs/product/access.md "Personal access tokens": just before the passkeys and devices, with the other ways in. */}
      <ConnectedAppsCard />
      <AgentChangesCard />
    </ProfilePage>
  );
}
