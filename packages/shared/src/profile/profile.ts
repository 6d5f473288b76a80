import type { Preferences } from './preferences';

/** GET /api/profile and PATCH /api/profile answer with this. Timestamps are ISO strings. */
export interface Profile extends Preferences {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  avatarUrl: string;
  hasAiAccess: boolean;
  aiUsageCount: number;
  createdAt: string;
  updatedAt: string;
}
