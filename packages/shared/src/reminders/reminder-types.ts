import type { QuietHours } from './reminder-times';

// The reminders' answers (docs/product/reminders.md "API routes").

/** GET and PUT /api/reminder-settings. */
export interface ReminderSettings {
  emailFallback: boolean;
  quietHours: QuietHours | null;
  /** The server's VAPID public key (base64url), the applicationServerKey of a subscription. */
  pushPublicKey: string;
}

/** A device with notifications on. */
export interface PushDevice {
  id: string;
  name: string;
  createdAt: string;
  lastSuccessAt: string | null;
}

/** GET /api/push-devices. */
export interface PushDeviceList {
  devices: PushDevice[];
}

/** POST /api/push-devices/:id/test. */
export interface PushTestResult {
  delivered: boolean;
  message: string;
}

/** POST /api/reminder-actions. */
export interface ReminderActionResult {
  message: string;
}
