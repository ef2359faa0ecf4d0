import { phoneField } from './account.ts';
import { formNameField, oneLine, publicFormFields } from './public-forms.ts';
import { latinDigits } from './text.ts';
import { z } from './zod.ts';

/**
 * The service centre: hardware and software service requests become tickets with a tracking code, and Track Your
 * Device finds one by that code and the phone it was sent to. The payloads follow the rest of the contract
 * (snake_case, the envelope, clear English messages per field).
 */

const TICKET_KINDS = ['hardware', 'software'] as const;
const ticketKind = z.enum(TICKET_KINDS, { error: 'Choose hardware or software service' });
export type TicketKind = z.infer<typeof ticketKind>;

export const ticketKindLabel: Record<TicketKind, string> = {
  hardware: 'Hardware service',
  software: 'Software service',
};

export const TICKET_STATUSES = [
  'received',
  'diagnosing',
  'waiting_for_parts',
  'repairing',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
const ticketStatus = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatus>;

export const ticketStatusLabel: Record<TicketStatus, string> = {
  received: 'Received',
  diagnosing: 'Diagnosing',
  waiting_for_parts: 'Waiting for parts',
  repairing: 'Repairing',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A ticket in one of these is closed: its status does not change any more. */
export const FINAL_TICKET_STATUSES: readonly TicketStatus[] = ['delivered', 'cancelled'];

// --- the tracking code ---------------------------------------------------------------------------------------------

export const TICKET_CODE_PREFIX = 'SRV-';
export const TICKET_CODE_LENGTH = 6;
/** Digits and capitals without the look-alikes 0/O, 1/I/L, so a code read out on the phone is typed right. */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const CODE_PATTERN = new RegExp(`^${TICKET_CODE_PREFIX}[${TICKET_CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`);
const CODE_MESSAGE = 'Enter the tracking code from your SMS, such as SRV-7K3Q9P';

/**
 * Normalises what a person typed: spaces dropped, Arabic-Indic digits as 0-9, capitals, and the SRV- prefix added when only the six characters
 * were given. Answers the text unchanged in shape when it cannot be a code, for the check to name.
 */
export function normalizeTicketCode(text: string): string {
  const compact = latinDigits(text).replace(/\s+/g, '').toUpperCase();
  if (compact.length === TICKET_CODE_LENGTH && !compact.includes('-'))
    return `${TICKET_CODE_PREFIX}${compact}`;
  return compact;
}

export const isTicketCode = (text: string): boolean => CODE_PATTERN.test(text);

export const ticketCodeField = z
  .string({ error: 'Tracking code is required' })
  .trim()
  .min(1, { error: 'Tracking code is required', abort: true })
  .max(40, { error: CODE_MESSAGE, abort: true })
  .transform(normalizeTicketCode)
  .refine(isTicketCode, CODE_MESSAGE);

// --- request fields --------------------------------------------------------------------------------------------------

/** The IMEI's last digit is a Luhn check digit over the first fourteen. */
export function isValidImei(digits: string): boolean {
  if (!/^\d{15}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    let d = Number(digits[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Serial number or IMEI, spaces and dashes ignored, in capitals: a 15-digit IMEI (its check digit must hold, which
 * catches a mistyped digit) or a serial number of 6 to 20 letters and digits.
 */
export const serialOrImeiField = z
  .string({ error: 'Serial number or IMEI is required' })
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'Serial number or IMEI is required', abort: true })
      .regex(/^[A-Z0-9]*$/, {
        error: 'Serial number or IMEI may hold letters and digits only',
        abort: true,
      })
      .min(6, {
        error: 'Enter the 15-digit IMEI or a serial number of 6 to 20 letters and digits',
        abort: true,
      })
      .max(20, {
        error: 'Enter the 15-digit IMEI or a serial number of 6 to 20 letters and digits',
        abort: true,
      })
      .refine((v) => !/^\d{15}$/.test(v) || isValidImei(v), 'This IMEI is not valid: check the 15 digits'),
  );

const deviceField = oneLine(
  z
    .string({ error: 'Device is required' })
    .trim()
    .min(1, { error: 'Device is required', abort: true })
    .min(2, 'Device must be at least 2 characters, such as "iPhone 15 Pro"')
    .max(100, 'Device must be at most 100 characters'),
  'Device',
);

const PROBLEM_MIN = 10;
export const PROBLEM_MAX = 1000;

const problemField = z
  .string({ error: 'Describe the problem' })
  .trim()
  .min(1, { error: 'Describe the problem', abort: true })
  .min(PROBLEM_MIN, `Describe the problem in at least ${PROBLEM_MIN} characters`)
  .max(PROBLEM_MAX, `Keep the description to ${PROBLEM_MAX} characters at most`);

const emailFormat = z.email();

/** Optional e-mail: left empty it is null; given, it must be an address. */
const optionalEmailField = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .refine((v) => v === '' || emailFormat.safeParse(v).success, 'Enter a valid email address')
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .optional();

/**
 * What the hardware and software forms ask for; the tab gives the kind. The problem may run over several lines; the
 * device and the name are one line each.
 */
export const ticketFields = z.object({
  device: deviceField,
  serial_or_imei: serialOrImeiField,
  problem: problemField,
  name: formNameField,
  phone: phoneField,
  email: optionalEmailField,
  ...publicFormFields,
});
export type TicketFields = z.input<typeof ticketFields>;

/** POST /api/customer/tickets: a hardware or software service request. */
export const ticketRequest = ticketFields.extend({ kind: ticketKind });

export const ticketCreated = z.object({
  code: z.string(),
  kind: ticketKind,
  status: ticketStatus,
  status_label: z.string(),
  created_at: z.string(),
});
export type TicketCreated = z.infer<typeof ticketCreated>;

/** POST /api/customer/tickets/track: both the code and the phone the request was made with. */
export const trackRequest = z.object({
  code: ticketCodeField,
  phone: phoneField,
  ...publicFormFields,
});
export type TrackRequest = z.input<typeof trackRequest>;

const ticketHistoryEntry = z.object({
  status: ticketStatus,
  status_label: z.string(),
  /** What the service centre wrote for the customer, or ''. */
  note: z.string(),
  created_at: z.string(),
});

/** A ticket as its owner sees it: no name, e-mail or problem text, and only the end of the serial number. */
export const trackedTicket = z.object({
  code: z.string(),
  kind: ticketKind,
  kind_label: z.string(),
  device: z.string(),
  /** The last four characters of the serial number or IMEI, so the owner can tell which device this is. */
  serial_ending: z.string(),
  status: ticketStatus,
  status_label: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Oldest first. */
  history: z.array(ticketHistoryEntry),
});
export type TrackedTicket = z.infer<typeof trackedTicket>;

/** One answer for a wrong code, a wrong phone or both, so a lookup never says which part was right. */
export const TICKET_NOT_FOUND =
  'We could not find a service request with this tracking code and phone number. Check both and try again.';

/** Where the storefront's Track Your Device tab lives (the footer's link). */
export const TRACKING_PATH = '/Maintenance?tab=tracking';
