import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceNotificationState, type DeviceNotificationFacts } from './device-notification-state';

// docs/product/reminders.md "Devices": 'Notifications on this device' says not supported, blocked, on or off.

const ENDPOINT = 'https://push.example/send/abc';
const on: DeviceNotificationFacts = { supported: true, permission: 'granted', endpoint: ENDPOINT, remembered: { endpoint: ENDPOINT, deviceId: 'd1' }, deviceIds: ['d0', 'd1'] };

describe('deviceNotificationState', () => {
  it('is on when notifications are allowed, a subscription is held, and the server lists the device it was registered as', () => {
    expect(deviceNotificationState(on)).toEqual({ kind: 'on', deviceId: 'd1' });
  });

  it('says when this browser cannot, or has been told not to', () => {
    expect(deviceNotificationState({ ...on, supported: false })).toEqual({ kind: 'unsupported' });
    expect(deviceNotificationState({ ...on, permission: 'denied' })).toEqual({ kind: 'blocked' });
  });

  it('waits for the subscription and the list before saying on or off', () => {
    expect(deviceNotificationState({ ...on, endpoint: undefined })).toEqual({ kind: 'checking' });
    expect(deviceNotificationState({ ...on, deviceIds: undefined })).toEqual({ kind: 'checking' });
  });

  it('is off when the device was removed elsewhere, the subscription changed, or another person registered it here', () => {
    expect(deviceNotificationState({ ...on, deviceIds: ['d0'] })).toEqual({ kind: 'off' });
    expect(deviceNotificationState({ ...on, endpoint: 'https://push.example/send/new' })).toEqual({ kind: 'off' });
    expect(deviceNotificationState({ ...on, remembered: null })).toEqual({ kind: 'off' });
    expect(deviceNotificationState({ ...on, endpoint: null })).toEqual({ kind: 'off' });
    expect(deviceNotificationState({ ...on, permission: 'default' })).toEqual({ kind: 'off' });
  });

  it('never reads on without permission, a subscription, and its device in the list', () => {
    const facts = fc.record({
      supported: fc.boolean(),
      permission: fc.constantFrom<NotificationPermission>('granted', 'denied', 'default'),
      endpoint: fc.constantFrom(undefined, null, ENDPOINT, 'https://push.example/other'),
      remembered: fc.option(fc.record({ endpoint: fc.constantFrom(ENDPOINT, 'https://push.example/other'), deviceId: fc.constantFrom('d0', 'd1', 'd2') }), { nil: null }),
      deviceIds: fc.option(fc.subarray(['d0', 'd1']), { nil: undefined }),
    });
    fc.assert(
      fc.property(facts, (given) => {
        const state = deviceNotificationState(given);
        if (state.kind !== 'on') return;
        expect(given.supported && given.permission === 'granted').toBe(true);
        expect(given.endpoint).toBe(given.remembered?.endpoint);
        expect(given.deviceIds).toContain(state.deviceId);
      }),
    );
  });
});
