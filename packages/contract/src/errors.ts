/** Messages shown word for word wherever they apply, so the API and the storefront never drift apart. */
export const messages = {
  underConstructionPage: 'Website is Under Construction',
  underConstructionTitle: 'Website Under Construction',
  tokenInvalid: 'token invalid or expired',
  /** A customer's route called by a guest or without a token. */
  signInRequired: 'Please sign in to continue.',
  noProducts: 'No Products Available',
  outOfStock: 'Out of stock',
  exceededMaxPerOrder: 'You exceeded the man number per order',
  deactivated: 'Deactivated',
  /** A cart line of a product announced as available soon: it can be seen, not ordered. */
  availableSoon: 'Available soon: it cannot be ordered yet',
  phoneRequired: 'Phone is required',
  phoneLength: 'Max phone length exceeded',
  phoneInvalid: 'Invalid phone number',
  codeRequired: 'Code is required',
  cartEmptyNow: 'cart is empty now',
  deletedSuccessfully: 'Deleted successfully',
  thankYouSubscribing: 'Thank you for subscribing',
  codeResent: 'Verification code was resent',
} as const;

/**
 * The error catalogue: every expected failure has a stable name, an HTTP status and the message shown to people.
 * The API throws AppError with one of these names; the storefront can match on `error` in the envelope data.
 */
export const errorCatalogue = {
  bad_request: { status: 400, message_en: 'The request is not valid.' },
  invalid_json: { status: 400, message_en: 'The request body is not valid JSON.' },
  validation_failed: { status: 400, message_en: 'Some fields are not valid.' },
  unauthorized: { status: 401, message_en: messages.tokenInvalid },
  forbidden: { status: 403, message_en: 'You are not allowed to do this.' },
  not_found: { status: 404, message_en: 'Not found.' },
  conflict: { status: 409, message_en: 'This already exists.' },
  /** A product announced as available soon, named in a cart write: the message names the product. */
  available_soon: { status: 409, message_en: 'This product is available soon and cannot be ordered yet.' },
  misdirected: {
    status: 421,
    message_en: "This shop is not served at this address. Use the shop's own address.",
  },
  method_not_allowed: { status: 405, message_en: 'This method is not allowed here.' },
  payload_too_large: { status: 413, message_en: 'The request body is too large.' },
  uri_too_long: { status: 414, message_en: 'The address is too long. Check the link and try again.' },
  unsupported_media_type: { status: 415, message_en: 'Send the request body as application/json.' },
  rate_limited: { status: 429, message_en: 'Too many requests. Please wait a moment and try again.' },
  maintenance: { status: 503, message_en: messages.underConstructionPage },
  unavailable: { status: 503, message_en: 'The shop is briefly unavailable. Please try again in a moment.' },
  internal: { status: 500, message_en: 'Something went wrong on our side. Please try again.' },
} as const;

export type ErrorName = keyof typeof errorCatalogue;
