// docs/product/access.md "Personal access tokens": the profile's list of tokens. Never their secrets:
// the one answer that carries a token's secret is kept in the dialog's state only, not in this cache.

export const accessTokenKeys = {
  all: ['access-tokens'] as const,
  list: () => [...accessTokenKeys.all, 'list'] as const,
};
