/** Request headers the storefront sends with every API call. */
export const HEADER_PREVIEW = 'preview';
export const HEADER_LANG = 'lang';
export const HEADER_IDEMPOTENCY_KEY = 'idempotency-key';
