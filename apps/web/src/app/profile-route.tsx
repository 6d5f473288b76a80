import { AiPrivacySetting } from '../features/assistant/components/ai-privacy-setting';
import { BackupStatusCard } from '../features/backups/components/backup-status-card';
import { ProfilePage } from '../features/profile/components/profile-page';
import { ProfilePlan } from '../features/subscription/components/profile-plan';

/** /profile with the settings of other features: the plan and its end date, and the AI privacy setting (issue 12); when this Cadence's data was last backed up (issue 25). */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <ProfilePlan />
      <AiPrivacySetting />
      <BackupStatusCard />
    </ProfilePage>
  );
}
