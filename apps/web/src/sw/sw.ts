/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SW_MESSAGES } from '../lib/sw-messages';
import { answerReminderClick, showReminder } from './reminder-notifications';

// Cadence's service worker (docs/product/offline.md): built by vite-plugin-pwa from this file, with
// Workbox's precache manifest injected at `self.__WB_MANIFEST` (decision 018).

declare const self: ServiceWorkerGlobalScope;

// Every file of the build (the shell, every route's code, its CSS, the icons) is cached on install, so
// the app opens, and every route loads, without a network after one visit.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A navigation inside the app is answered with the cached shell (index.html, with the headers the
// server sent it with, its CSP included); the routes are the app's. The server's own pages are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/calendar\//, /^\/dev\//] }));

// A new version waits until the page says it is a safe moment (docs/product/offline.md "Updates").
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.activate) void self.skipWaiting();
});

// Reminders (docs/product/reminders.md, issue 21 §3): a push becomes a notification; Done and Snooze
// 10 min on it act without opening the app, a click on it opens the task or habit.
self.addEventListener('push', showReminder);
self.addEventListener('notificationclick', answerReminderClick);
