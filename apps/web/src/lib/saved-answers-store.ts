import { createStore } from 'idb-keyval';

/** This browser's IndexedDB store for what Cadence keeps offline (docs/product/offline.md): answers, queued changes, refusals. */
export const savedAnswersStore = createStore('cadence', 'saved-answers');
