import { Agent } from 'node:https';
import webpush from 'web-push';
import { isPublicPushEndpoint, publicAddressLookup } from './push-endpoint';
import type { PushOutcome, PushSender } from './reminder-context';

/** A push service that does not answer in this time has failed this message. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushSenderOptions {
  /**
   * Endpoints allowed beside public push services: the tests' fake push service on this machine. Never
   * set from the environment (docs/product/reminders.md "Devices").
   */
  allowEndpoint?: (url: URL) => boolean;
  /** The HTTPS agent (the tests' one trusts the fake's certificate); by default one that connects to public addresses only. */
  agent?: Agent;
}

/**
 * Web Push through the `web-push` package (docs/decisions/019-reminders-web-push.md): VAPID, the payload
 * encrypted for the device (RFC 8291, aes128gcm), urgency high so a phone wakes for it.
 */
export function createWebPushSender(options: PushSenderOptions = {}): PushSender {
  const agent = options.agent ?? new Agent({ keepAlive: true, maxSockets: 16, lookup: publicAddressLookup });
  const allows = (endpoint: string) => {
    if (isPublicPushEndpoint(endpoint)) return true;
    try {
      return options.allowEndpoint?.(new URL(endpoint)) ?? false;
    } catch {
      return false;
    }
  };
  return {
    allows,
    async send(target, message, vapid): Promise<PushOutcome> {
      if (!allows(target.endpoint)) return 'failed';
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, message.payload, {
          vapidDetails: vapid,
          TTL: message.ttlSeconds,
          urgency: 'high',
          topic: message.topic,
          contentEncoding: 'aes128gcm',
          timeout: PUSH_TIMEOUT_MS,
          agent,
        });
        return 'accepted';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        return 'failed';
      }
    },
  };
}
