import type { ColumnType, Generated } from 'kysely';
import type { OrderStatus } from '@shop/contract/orders';
import type { StaffRole } from '@shop/contract/admin';
import type { TicketKind, TicketStatus } from '@shop/contract/tickets';
import type { Language } from '@shop/contract/languages';

/**
 * Table types for Kysely. Flags are integers 0/1 and timestamps ISO-8601 text on both dialects (ADR 0004),
 * so rows read the same from SQLite and PostgreSQL. Money is whole EGP integers (ADR 0003).
 */
export interface BrandTable {
  id: Generated<number>;
  name: string;
  name_ar: string | null;
  slug: string;
  image: string;
  featured: number;
  /** Its place among the featured brands on the home page (migration 0030). */
  featured_sort: Generated<number>;
  sort_order: number;
  active: Generated<number>;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  name_ar: string | null;
  slug: string;
  icon: string;
  active_icon: string;
  image: string;
  sort_order: number;
  active: number;
}

interface CategoryGroupTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  name_ar: string | null;
  sort_order: number;
  active: Generated<number>;
}

interface SubCategoryTable {
  id: Generated<number>;
  category_id: number;
  group_id: number | null;
  name: string;
  name_ar: string | null;
  slug: string;
  image: string;
  sort_order: number;
  is_new: number;
  active: number;
}

export interface ProductTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_ar: string | null;
  sku: string;
  category_id: number;
  sub_category_id: number | null;
  brand_id: number | null;
  details: string;
  details_ar: string | null;
  long_description: string;
  long_description_ar: string | null;
  meta_description: string;
  meta_description_ar: string | null;
  image: string;
  /** Price of the cheapest variant before discount; kept in step with variants by the catalog service. */
  price: number;
  old_price: number | null;
  discount_price: number | null;
  direct_discount: number;
  payment_methods_discount_name_en: string | null;
  max_per_order: number | null;
  preorder: number;
  available_soon: number;
  is_new: number;
  promo: number;
  top: number;
  arrival_status: string | null;
  active: number;
  created_at: string;
  updated_at: string;
  /** Counts the product's saves; an editor's save names the version it opened (migration 0020). */
  version: Generated<number>;
  /** The title search engines show; null or empty: the product's name. */
  seo_title: string | null;
  seo_title_ar: string | null;
  /** The sum of the variants' stock, kept by triggers on product_variants. */
  stock_total: Generated<number>;
}

/** Option values: kind is 'Color', 'size' or 'mac_model' (the option names clients show, spelled as they are). */
export interface OptionValueTable {
  id: Generated<number>;
  kind: 'Color' | 'size' | 'mac_model';
  name: string;
  name_ar: string | null;
  color_code: string | null;
  sort_order: number;
}

export interface ProductVariantTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  color_id: number | null;
  size_id: number | null;
  mac_model_id: number | null;
  price: number;
  discount_price: number | null;
  stock: number;
  max_per_order: number | null;
  image: string;
  sort_order: number;
}

/** A product attribute such as 'Chip' or 'Compatible with' (search filter attributes_ids, ADR 0008). */
interface AttributeTable {
  id: Generated<number>;
  name: string;
  name_ar: string | null;
  sort_order: number;
}

interface AttributeValueTable {
  id: Generated<number>;
  attribute_id: number;
  value: string;
  value_ar: string | null;
  sort_order: number;
}

interface ProductAttributeValueTable {
  product_id: number;
  attribute_value_id: number;
}

interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  variant_id: number | null;
  image: string;
  sort_order: number;
}

interface HomeSectionTable {
  id: Generated<number>;
  title: string;
  title_ar: string | null;
  slug: string;
  sort_order: number;
  active: number;
}

interface HomeSectionProductTable {
  section_id: number;
  product_id: number;
  sort_order: number;
}

export interface AdTable {
  id: Generated<number>;
  placement: 'hero' | 'home' | 'custom';
  title: string;
  title_ar: string | null;
  subtitle: string;
  subtitle_ar: string | null;
  image: string;
  link: string;
  cta: string;
  cta_ar: string | null;
  sort_order: number;
  active: number;
  /** What the picture shows (migration 0030); empty when it only decorates. */
  alt: Generated<string>;
  alt_ar: string | null;
}

interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface UserTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  phone_verified: number;
  /** 1 once the address was proven: a code mailed to it was entered, or a provider vouched for it. */
  email_verified: Generated<number>;
  password_hash: string | null;
  created_at: string;
  /** Set while the owner keeps the account blocked: sign-in and every signed-in call are refused. */
  blocked_at: string | null;
  blocked_reason: string | null;
  blocked_by: number | null;
  /** The language every e-mail and SMS to the customer is written in (migration 0035). */
  language: Generated<Language>;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  kind: 'guest' | 'customer';
  user_id: number | null;
  expires_at: string;
  created_at: string;
}

/** Messages sent to one unproven address on one day (Cairo time); the address only as a digest. */
export interface MessageCapTable {
  destination: string;
  day: string;
  sent: number;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  /** While set in the future, one dispatcher holds the message; after it passes, another may retry. */
  claimed_until: string | null;
  failed_at: string | null;
  /** The transport's error, never the body (codes and links must not reach logs or tables twice). */
  last_error: string | null;
}

export interface StockNotificationTable {
  id: Generated<number>;
  product_id: number;
  user_id: number | null;
  email: string;
  created_at: string;
  notified_at: string | null;
  /** The language of the page the shopper asked from; the back-in-stock mail is written in it (migration 0039). */
  language: Generated<Language>;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  /** The language of the page that subscribed; the welcome mail is written in it (migration 0039). */
  language: Generated<Language>;
}

export interface LoyaltyEntryTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  points: number;
  /** earned (a delivered order) or reversed (that order refunded). */
  reason: 'earned' | 'reversed';
  note: string;
  created_at: string;
  /** The refund a reversal belongs to (migration 0026); 0 for an entry of no refund. */
  refund_id: Generated<number>;
  /** What the note says, rendered in the reader's language (migration 0039); null shows `note` as written. */
  note_kind: LoyaltyNoteKind | null;
}

/** The kinds of rewards note: an order delivered, an order refunded whole, a refund of all or part of an order. */
export type LoyaltyNoteKind = 'delivered' | 'order_refunded' | 'refunded' | 'part_refunded';

/** A page, service article or the FAQ's heading (migration 0011); body_html is stored sanitised. */
export interface ContentPageTable {
  id: Generated<number>;
  slug: string;
  kind: 'page' | 'article' | 'faq-group';
  title_en: string;
  title_ar: string | null;
  summary: string;
  summary_ar: string | null;
  body_html: string;
  body_html_ar: string | null;
  updated_at: string;
}

export interface FaqTable {
  id: Generated<number>;
  question: string;
  question_ar: string | null;
  /** Stored sanitised. */
  answer_html: string;
  answer_html_ar: string | null;
  topic: string;
  topic_ar: string | null;
  sort: number;
  updated_at: string;
}

export interface StoreTable {
  id: Generated<number>;
  name: string;
  name_ar: string | null;
  city_id: number;
  address: string;
  address_ar: string | null;
  opening_hours: string;
  opening_hours_ar: string | null;
  phone: string;
  map_url: string;
  sort: number;
  updated_at: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  message: string;
  created_at: string;
  /** When staff marked it handled, and who (migration 0028). */
  handled_at: string | null;
  handled_by: number | null;
}

/** An education or business inquiry from the enterprise pages. */
export interface LeadTable {
  id: Generated<number>;
  kind: 'education' | 'business';
  organisation: string;
  name: string;
  email: string;
  phone: string;
  quantity: number;
  interest: string;
  message: string;
  created_at: string;
  /** When staff marked it handled, and who (migration 0028). */
  handled_at: string | null;
  handled_by: number | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  /** signup: for an address with no account yet; link: a Facebook or Google sign-in; email: a new address. */
  purpose: 'phone' | 'reset' | 'signup' | 'link' | 'email';
  /** Empty for a sign-up code, which belongs to no account yet. */
  user_id: number | null;
  /** The phone or e-mail address the code was sent to. */
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A device (a digest of its device cookie) that signed in to the account. */
export interface AccountDeviceTable {
  id: Generated<number>;
  user_id: number;
  device_hash: string;
  created_at: string;
  last_seen_at: string;
}

export interface UserIdentityTable {
  id: Generated<number>;
  user_id: number;
  provider: 'facebook' | 'google';
  subject: string;
  created_at: string;
}

interface GovernorateTable {
  id: number;
  name_en: string;
  name_ar: string;
  sort_order: number;
  /** EGP to deliver anywhere in the governorate (migration 0009). */
  delivery_fee: Generated<number>;
}

interface CityTable {
  id: number;
  governorate_id: number;
  name_en: string;
  name_ar: string;
  sort_order: number;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string;
  city_id: number;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  landmark: string;
  is_primary: number;
  created_at: string;
  updated_at: string;
}

/**
 * What changed in the catalog, logged by triggers for the search index (migration 0031); null: shared tables; 0: the
 * search synonyms (migration 0036).
 */
interface CatalogChangeTable {
  id: Generated<number>;
  product_id: number | null;
}

/** Arabic spellings shoppers type and the catalog words they stand for, each list comma-separated (migration 0036). */
interface SearchSynonymTable {
  id: Generated<number>;
  spellings: string;
  words: string;
  updated_at: string;
}

export interface Database {
  catalog_changes: CatalogChangeTable;
  search_synonyms: SearchSynonymTable;
  verification_codes: VerificationCodeTable;
  user_identities: UserIdentityTable;
  account_devices: AccountDeviceTable;
  governorates: GovernorateTable;
  cities: CityTable;
  addresses: AddressTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  content_pages: ContentPageTable;
  faqs: FaqTable;
  stores: StoreTable;
  contact_messages: ContactMessageTable;
  leads: LeadTable;
  loyalty_entries: LoyaltyEntryTable;
  brands: BrandTable;
  categories: CategoryTable;
  category_groups: CategoryGroupTable;
  sub_categories: SubCategoryTable;
  products: ProductTable;
  option_values: OptionValueTable;
  product_variants: ProductVariantTable;
  product_images: ProductImageTable;
  attributes: AttributeTable;
  attribute_values: AttributeValueTable;
  product_attribute_values: ProductAttributeValueTable;
  home_sections: HomeSectionTable;
  home_section_products: HomeSectionProductTable;
  ads: AdTable;
  site_settings: SiteSettingTable;
  users: UserTable;
  sessions: SessionTable;
  outbox: OutboxTable;
  message_caps: MessageCapTable;
  stock_notifications: StockNotificationTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  promo_codes: PromoCodeTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_status_history: OrderStatusHistoryTable;
  order_notes: OrderNoteTable;
  payment_events: PaymentEventTable;
  payment_offers: PaymentOfferTable;
  installment_plans: InstallmentPlanTable;
  tickets: TicketTable;
  ticket_status_history: TicketStatusHistoryTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_password_tokens: StaffPasswordTokenTable;
  audit_log: AuditLogTable;
  catalog_imports: CatalogImportTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_login_challenges: StaffLoginChallengeTable;
  media_uploads: MediaUploadTable;
  order_returns: OrderReturnTable;
  ticket_notes: TicketNoteTable;
  order_refunds: OrderRefundTable;
  order_refund_lines: OrderRefundLineTable;
}

/** A one-time recovery code of a member with a second factor, as SHA-256. */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** A sign-in waiting for its second step (the code): the challenge's token only as SHA-256, five minutes, once. */
export interface StaffLoginChallengeTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  expires_at: string;
  created_at: string;
}

/** A member of the back office; e-mail in lower case, no password until one is set through a link. */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  disabled: Generated<number>;
  totp_secret: string | null;
  /** Set once the member confirmed their authenticator with a first code; a secret without it is an unfinished enrolment. */
  totp_enabled_at: string | null;
  /** The 30-second step of the last code accepted: a code works once. */
  totp_last_step: number | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A staff sign-in: the cookie's token only as SHA-256; idle after 30 minutes unused, over at expires_at. */
export interface StaffSessionTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  csrf_secret: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** 1: opened while a second factor is required and the member has none yet; it can only set one up. */
  totp_setup_required: Generated<number>;
}

export interface StaffPasswordTokenTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** One change made in the back office or by an operator command (staff_id null); before and after as JSON text. */
/** A catalog import started from the back office (migration 0024). */
export interface CatalogImportTable {
  id: Generated<number>;
  staff_id: number | null;
  file_name: string;
  state: 'running' | 'done' | 'failed';
  rows: Generated<number>;
  done: Generated<number>;
  total: Generated<number>;
  result: string | null;
  error: string | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  at: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
}

export interface PromoCodeTable {
  id: Generated<number>;
  /** Stored and compared in upper case. */
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_discount: number | null;
  min_amount: Generated<number>;
  /** A payment method code the promo is limited to, or null for any. */
  payment_method: string | null;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  /** Orders holding the code; raised with a guarded update, lowered when an order is cancelled or fails. */
  uses: Generated<number>;
  max_uses_per_customer: number | null;
  active: Generated<number>;
  /** Comma-separated ids the code is limited to (migration 0021); empty means every product. */
  category_ids: Generated<string>;
  brand_ids: Generated<string>;
  product_ids: Generated<string>;
  created_at: string | null;
  updated_at: string | null;
}

export interface OrderTable {
  id: Generated<number>;
  user_id: number;
  status: OrderStatus;
  payment_method: string;
  plan_id: number | null;
  plan_months: number | null;
  plan_interest: number | null;
  /** The address as it was when the order was placed (JSON of the contract's orderAddress). */
  address_json: string;
  subtotal: number;
  discount: number;
  method_discount: number;
  promo_discount: number;
  installment_fee: number;
  delivery_fee: number;
  total: number;
  promo_code_id: number | null;
  promo_code: string | null;
  notes: string;
  device_type: number;
  idempotency_key: string | null;
  pay_provider: string | null;
  pay_reference: string | null;
  /** Where the customer pays (the sandbox card page or the provider's), given back when the order is replayed. */
  pay_url: string | null;
  pay_before: string | null;
  /** 1 once reserved stock went back (cancelled, failed or expired), so it is never returned twice. */
  stock_released: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The device (signed device cookie) the order was placed from; unpaid online orders are counted per device. */
  device_id: string | null;
  /** A card offer the price includes (payment_offers.name_en): only a card it covers may pay the order. */
  card_offer: string | null;
  /** The first digits of the card the customer said they would pay with, which earned card_offer. */
  card_bin: string | null;
  /** The delivery address's governorate (also in address_json), for the back office's filter. */
  governorate_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Given when the order is shipped (migration 0026). */
  courier_name: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whole EGP refunded so far; never more than the total (migration 0026). */
  refunded_total: Generated<number>;
  /** The language the order was placed in (migration 0035). */
  language: Generated<Language>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  variant_id: number;
  product_id: number;
  name: string;
  sku: string;
  image: string;
  options: string;
  unit_price: number;
  amount: number;
  line_total: number;
  reserved: number;
  /** Units refunded so far; never more than `amount` (migration 0026). */
  refunded_quantity: Generated<number>;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  note: string;
  created_at: string;
  /** The staff member who made the change; null for the shop itself, the customer or an operator command. */
  staff_id: ColumnType<number | null, number | null | undefined, never>;
  /** 0 when staff chose not to tell the customer about the change. */
  notified: ColumnType<number, number | undefined, never>;
}

export interface OrderNoteTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number | null;
  body: string;
  created_at: string;
}

/** A payment offer only some cards earn (a bank's): the card number prefixes it covers (migration 0016). */
export interface PaymentOfferTable {
  id: Generated<number>;
  name_en: string;
  /** Its name on Arabic pages; null or blank: the English name (migration 0038). */
  name_ar: ColumnType<string | null, string | null | undefined, string | null>;
  /** Comma-separated 6 to 8 digit prefixes, or ranges of equal-length prefixes (51293700-51293799). */
  card_bins: string;
  /** The payment method whose payments earn it, and its percentage (migration 0021). */
  method_code: Generated<string>;
  percent: Generated<number>;
  active: Generated<number>;
  updated_at: string;
}

/** A payment method's installment plan (migration 0021); ids are chosen by the service, the demo's are 31 to 33. */
export interface InstallmentPlanTable {
  id: number;
  method_code: string;
  months: number;
  /** Interest on the financed amount, whole percent. */
  interest_percent: Generated<number>;
  min_amount: Generated<number>;
  /** Comma-separated product ids the plan is offered for; empty means every product. */
  product_ids: Generated<string>;
  active: Generated<number>;
  updated_at: string;
}

interface PaymentEventTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  order_id: number | null;
  outcome: string;
  created_at: string;
}

/** A server cart: owned by a customer (user_id) or by one guest session (guest_session_id), never both (ADR 0007). */
interface CartTable {
  id: Generated<number>;
  user_id: number | null;
  guest_session_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One product variant in a cart, once per cart; amount 1..99 (a line at 0 is deleted). */
export interface CartLineTable {
  id: Generated<number>;
  cart_id: number;
  variant_id: number;
  amount: number;
  created_at: string;
  updated_at: string;
}

/** A hardware or software service request (migration 0010); code is the customer's tracking code. */
export interface TicketTable {
  id: Generated<number>;
  code: string;
  kind: TicketKind;
  device: string;
  serial_or_imei: string;
  problem: string;
  name: string;
  phone: string;
  email: string | null;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  /** 1 when the phone was the signed-in customer's verified phone: only then do SMS carry the code and the device. */
  phone_proven: Generated<number>;
  /** The language the request was sent in; its messages are written in it (migration 0035). */
  language: Generated<Language>;
}

/** Every status a ticket entered, with the note the customer sees on Track Your Device. */
interface TicketStatusHistoryTable {
  id: Generated<number>;
  ticket_id: number;
  status: TicketStatus;
  note: string;
  created_at: string;
  /** Who moved the ticket; null for the customer opening it or a command run on the server (migration 0028). */
  staff_id: number | null;
}

/** Staff's internal note on a ticket, never shown to the customer. */
export interface TicketNoteTable {
  id: Generated<number>;
  ticket_id: number;
  staff_id: number | null;
  body: string;
  created_at: string;
}

/** An uploaded picture (migration 0022): its original's address and size, and the variants written so far. */
export interface MediaUploadTable {
  id: Generated<number>;
  hash: string;
  image: string;
  width: number;
  height: number;
  bytes: number;
  /** Addresses of the WebP and AVIF variants written so far, space-separated. */
  variants: string;
  ready_at: string | null;
  created_by: number | null;
  created_at: string;
}

/** A customer's request to return a delivered order, and staff's decision (migration 0029). */
export interface OrderReturnTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  status: 'requested' | 'accepted' | 'refused';
  reason: string;
  /** The customer's photo, re-encoded without metadata; private to staff. */
  photo: Uint8Array | null;
  photo_type: string | null;
  requested_at: string;
  decided_at: string | null;
  decided_by: number | null;
  decision_note: ColumnType<string, string | undefined, string>;
}

/** A refund of an order (migration 0026): whole EGP, in cash or through the gateway that took the payment. */
export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  method: 'cash' | 'card';
  /** The gateway that gave the money back (card refunds). */
  provider: string | null;
  gateway_reference: string | null;
  /** pending while the gateway is asked, then done, or failed (the amount is free to refund again). */
  state: 'pending' | 'done' | 'failed';
  /** 1 when staff refunded the whole order rather than some lines. */
  whole_order: Generated<number>;
  note: Generated<string>;
  staff_id: number | null;
  created_at: string;
  /** When a sweeper last took a pending card refund to settle it with its gateway (migration 0030). */
  checked_at: Generated<string | null>;
}

export interface OrderRefundLineTable {
  id: Generated<number>;
  refund_id: number;
  order_item_id: number;
  quantity: number;
}
