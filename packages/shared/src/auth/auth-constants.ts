// docs/product/accounts.md "Reset password", docs/product/accounts.md "Callback", docs/product/accounts.md "Profile"
export const JUST_RESET_VALIDITY_MS = 5 * 60 * 1000;
export const RESET_SUCCESS_REDIRECT_MS = 2000;
export const CALLBACK_ERROR_REDIRECT_MS = 3000;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const FULL_NAME_MAX_LENGTH = 100;
