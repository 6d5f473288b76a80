import { AiPrivacySetting } from '../features/assistant/components/ai-privacy-setting';
import { BackupStatusCard } from '../features/backups/components/backup-status-card';
import { YourDataCard } from '../features/data/components/your-data-card';
import { ProfilePage } from '../features/profile/components/profile-page';
import { ProfilePlan } from '../features/subscription/components/profile-plan';

/**
 * /profile with the settings of other features: the plan and its end date, and the AI privacy setting (issue 12); when
 * this Cadence's data was last backed up (issue 25); 'Your data', last (issue 20).
 */
export function ProfileRoute() {
  return (
    <ProfilePage last={<YourDataCard />}>
      <ProfilePlan />
      <AiPrivacySetting />
      <BackupStatusCard />
    </ProfilePage>
  );
}
