// Every query key of the reminders feature.
export const reminderKeys = {
  all: ['reminders'] as const,
  settings: () => [...reminderKeys.all, 'settings'] as const,
  devices: () => [...reminderKeys.all, 'devices'] as const,
};
