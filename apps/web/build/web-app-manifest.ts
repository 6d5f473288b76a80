import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (docs/product/offline.md "Installable"): what an install shows and where it
 * opens. A manifest has one theme colour; index.html gives the dark theme's with a media query.
 * The shortcuts open the app's own forms (src/app/pwa/launch-action.ts).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Cadence',
  short_name: 'Cadence',
  description: 'Your tasks, journal, goals, habits and time in one calm place.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  lang: 'en',
  theme_color: '#4f46e5',
  background_color: '#f8fafc',
  categories: ['productivity', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'New Task', url: '/todos?action=new-task', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'New Entry', url: '/journal?action=new-entry', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Start Activity', url: '/activity?action=start-timer', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};
