// Every query key of the AI features. Activating a subscription invalidates them all (['ai']).
export const aiKeys = {
  all: ['ai'] as const,
  status: () => [...aiKeys.all, 'status'] as const,
  settings: () => [...aiKeys.all, 'settings'] as const,
  insights: () => [...aiKeys.all, 'insights'] as const,
  sentiment: (entryId: string, version: string) => [...aiKeys.all, 'sentiment', entryId, version] as const,
};
