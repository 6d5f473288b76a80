// Every query key of the subscription feature.
export const subscriptionKeys = {
  all: ['subscription'] as const,
  summary: () => [...subscriptionKeys.all, 'summary'] as const,
};
