import { isLanguage, pathInLanguage, preferredLanguage, type Language } from '@shop/contract/languages';
import { formatEGP } from '@shop/contract/money';
import { returnStatusLabel, type ReturnStatus } from '@shop/contract/order-returns';
import { orderStatusLabel, type OrderStatus } from '@shop/contract/orders';
import {
  ticketKindLabel,
  ticketStatusLabel,
  type TicketKind,
  type TicketStatus,
} from '@shop/contract/tickets';
import type { LoyaltyNoteKind } from '#app/db/schema';

/**
 * The e-mails and SMS the shop writes to customers, each in English and Arabic. A customer is written to in their
 * preferred language (`users.language`); a service request in the language it was sent in (`tickets.language`);
 * anything else, or an unknown value, in English. Arabic messages give prices in the shop's Arabic price format
 * (`78,999 ج.م`) and keep Latin digits, so an order number, a code or a price reads the same on every page, e-mail
 * and SMS of one order.
 */

export type { Language };
export interface Email {
  subject: string;
  body: string;
}

/** A stored or requested language, English when it is missing or unknown. */
export function messageLanguage(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

/** The language a request asks for through Accept-Language (Arabic when it prefers Arabic to English). */
export function requestLanguage(request: { headers: { 'accept-language'?: string | undefined } }): Language {
  return preferredLanguage(request.headers['accept-language']) ?? 'en';
}

/** The storefront address of a page in a language: `/ar/reset-password` for Arabic. */
export function shopPath(path: string, language: Language): string {
  return language === 'ar' ? `/ar${path}` : path;
}

/** A full storefront address in a language: `https://shop/ar/track` for Arabic. */
export function urlInLanguage(address: string, language: Language): string {
  if (language === 'en') return address;
  const url = new URL(address);
  url.pathname = pathInLanguage(url.pathname, language);
  return url.toString();
}

const arabicPlural = new Intl.PluralRules('ar');

/** A count with its Arabic noun: `دقيقة واحدة`, `دقيقتين`, `10 دقائق`, `15 دقيقة`. */
function arabicCount(count: number, forms: { one: string; two: string; few: string; many: string }): string {
  switch (arabicPlural.select(count)) {
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${count} ${forms.few}`;
    default:
      return `${count} ${forms.many}`;
  }
}

const minutesAr = (n: number) =>
  arabicCount(n, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' });
const pointsAr = (n: number) =>
  arabicCount(n, { one: 'نقطة مكافآت واحدة', two: 'نقطتا مكافآت', few: 'نقاط مكافآت', many: 'نقطة مكافآت' });

// ---------------------------------------------------------------------------------------------------------------
// Orders

const orderStatusAr: Record<OrderStatus, string> = {
  pending_payment: 'في انتظار الدفع',
  paid: 'تم الدفع',
  processing: 'قيد التجهيز',
  shipped: 'تم الشحن',
  delivered: 'تم التوصيل',
  cancelled: 'تم الإلغاء',
  payment_failed: 'لم يتم الدفع',
  refunded: 'تم استرداد المبلغ',
};

/** An order status as the customer reads it. */
export function orderStatusText(status: OrderStatus, language: Language): string {
  return language === 'ar' ? orderStatusAr[status] : orderStatusLabel[status];
}

const ORDER_NEWS: Record<Language, Partial<Record<OrderStatus, string>>> = {
  en: {
    processing: 'is confirmed and being prepared',
    paid: 'is paid and confirmed',
    shipped: 'is on its way',
    delivered: 'was delivered. Enjoy it!',
    cancelled: 'was cancelled',
    payment_failed: 'was not paid: the payment did not go through. Your items are back in your cart',
    refunded: 'was refunded',
  },
  ar: {
    processing: 'تم تأكيده وجارٍ تجهيزه',
    paid: 'تم دفعه وتأكيده',
    shipped: 'في الطريق إليك',
    delivered: 'تم توصيله. نتمنى أن ينال إعجابك!',
    cancelled: 'تم إلغاؤه',
    payment_failed: 'لم يتم دفعه لأن عملية الدفع لم تكتمل، وأعدنا منتجاته إلى سلة التسوق',
    refunded: 'تم استرداد قيمته',
  },
};

/** The statuses the customer hears about. */
export function tellsCustomer(status: OrderStatus): boolean {
  return ORDER_NEWS.en[status] !== undefined;
}

export interface OrderNewsInput {
  name: string;
  number: string;
  status: OrderStatus;
  courier?: string | null;
  tracking?: string | null;
  lines: Array<{ amount: number; name: string; options: string | null; line_total: number }>;
  deliveryFee: number;
  total: number;
}

/** An order placed, confirmed, paid, shipped, delivered, cancelled, failed or refunded; null for other statuses. */
export function orderNews(language: Language, order: OrderNewsInput): { email: Email; sms: string } | null {
  const status = ORDER_NEWS[language][order.status];
  if (!status) return null;
  const price = (amount: number) => formatEGP(amount, language);
  const lines = order.lines.map(
    (i) =>
      `- ${i.amount} ${language === 'ar' ? '×' : 'x'} ${i.name}${i.options ? ` (${i.options})` : ''}: ${price(i.line_total)}`,
  );
  const shipped = order.status === 'shipped' && order.courier && order.tracking;
  if (language === 'ar') {
    const news = shipped ? `${status} مع ${order.courier}، ورقم التتبع ${order.tracking}` : status;
    return {
      email: {
        subject: `الطلب ${order.number}: ${orderStatusAr[order.status]}`,
        body: [
          `مرحبًا ${order.name}،`,
          '',
          `طلبك رقم ${order.number} ${news}.`,
          '',
          ...lines,
          `التوصيل: ${price(order.deliveryFee)}`,
          `الإجمالي: ${price(order.total)}`,
          '',
          'يمكنك متابعة طلبك من حسابك في صفحة «طلباتي».',
        ].join('\n'),
      },
      sms: `طلبك رقم ${order.number} ${news}. الإجمالي ${price(order.total)}.`,
    };
  }
  const news = shipped ? `${status} with ${order.courier}, tracking number ${order.tracking}` : status;
  return {
    email: {
      subject: `Order ${order.number}: ${orderStatusLabel[order.status]}`,
      body: [
        `Hello ${order.name},`,
        '',
        `Your order ${order.number} ${news}.`,
        '',
        ...lines,
        `Delivery: ${price(order.deliveryFee)}`,
        `Total: ${price(order.total)}`,
        '',
        'You can follow it in your profile under My orders.',
      ].join('\n'),
    },
    sms: `Your order ${order.number} ${news}. Total ${price(order.total)}.`,
  };
}

export interface RefundNewsInput {
  name: string;
  number: string;
  amount: number;
  refundedTotal: number;
  total: number;
  method: 'card' | 'cash';
  points: number;
  lines: Array<{ quantity: number; name: string; options: string | null }>;
}

/** Money given back on an order, in whole or in part. */
export function refundNews(language: Language, refund: RefundNewsInput): { email: Email; sms: string } {
  const price = (amount: number) => formatEGP(amount, language);
  const whole = refund.refundedTotal >= refund.total;
  const money = price(refund.amount);
  if (language === 'ar') {
    const how = refund.method === 'card' ? 'على البطاقة التي دفعت بها' : 'نقدًا';
    const sofar = `تم استرداد ${price(refund.refundedTotal)} من ${price(refund.total)}.`;
    return {
      email: {
        subject: `الطلب ${refund.number}: ${whole ? 'تم استرداد المبلغ' : 'تم استرداد جزء من المبلغ'}`,
        body: [
          `مرحبًا ${refund.name}،`,
          '',
          `أعدنا لك ${money} من قيمة طلبك رقم ${refund.number} ${how}.`,
          '',
          ...refund.lines.map((t) => `- ${t.quantity} × ${t.name}${t.options ? ` (${t.options})` : ''}`),
          '',
          sofar,
          ...(refund.points > 0 ? [`وتم خصم ${pointsAr(refund.points)} كان الطلب قد أضافها إلى رصيدك.`] : []),
          refund.method === 'card' ? 'قد يستغرق البنك بضعة أيام حتى يظهر المبلغ في حسابك.' : '',
          '',
          'يمكنك متابعة طلبك من حسابك في صفحة «طلباتي».',
        ].join('\n'),
      },
      sms: `أعدنا لك ${money} من قيمة طلبك رقم ${refund.number} ${how}. ${sofar}`,
    };
  }
  const how = refund.method === 'card' ? 'to the card you paid with' : 'in cash';
  const sofar = `Refunded ${price(refund.refundedTotal)} of ${price(refund.total)}.`;
  return {
    email: {
      subject: `Order ${refund.number}: ${whole ? 'refunded' : 'part refunded'}`,
      body: [
        `Hello ${refund.name},`,
        '',
        `We refunded ${money} of your order ${refund.number} ${how}.`,
        '',
        ...refund.lines.map((t) => `- ${t.quantity} x ${t.name}${t.options ? ` (${t.options})` : ''}`),
        '',
        sofar,
        ...(refund.points > 0
          ? [`${refund.points} reward points the order earned were taken back with it.`]
          : []),
        refund.method === 'card' ? 'Your bank may take a few days to show it.' : '',
        '',
        'You can follow it in your profile under My orders.',
      ].join('\n'),
    },
    sms: `We refunded ${money} of your order ${refund.number} ${how}. ${sofar}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Codes and passwords

/** The SMS with the code that proves the customer's phone. */
export function phoneCodeSms(
  language: Language,
  input: { code: string; shopName: string; ttlMinutes: number },
): string {
  return language === 'ar'
    ? `${input.code} هو كود التحقق الخاص بك من ${input.shopName}. الكود صالح لمدة ${minutesAr(input.ttlMinutes)}.`
    : `${input.code} is your ${input.shopName} verification code. It expires in ${input.ttlMinutes} minutes.`;
}

/** The e-mail with the code that finishes a sign-up (to an address nobody has proven yet: no name in it). */
export function signupCodeMail(
  language: Language,
  input: { code: string; shopName: string; ttlMinutes: number },
): Email {
  if (language === 'ar') {
    return {
      subject: `كود التسجيل في ${input.shopName}`,
      body: [
        'مرحبًا،',
        '',
        `كود التسجيل الخاص بك هو ${input.code}. أدخله في صفحة التسجيل لإكمال إنشاء حسابك.`,
        `الكود صالح لمدة ${minutesAr(input.ttlMinutes)} ويُستخدم مرة واحدة فقط.`,
        '',
        'إذا لم تطلب هذا الكود، تجاهل هذه الرسالة: لن يتم إنشاء أي حساب بدونه.',
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${input.shopName} sign-up code`,
    body: [
      'Hello,',
      '',
      `Your sign-up code is ${input.code}. Enter it on the sign-up page to finish creating your account.`,
      `It is valid for ${input.ttlMinutes} minutes and can be used once.`,
      '',
      'If you did not ask for this, ignore this message: no account is made without the code.',
    ].join('\n'),
  };
}

/** The password reset e-mail: the code and a link to the reset page in the customer's language. */
export function passwordResetMail(
  language: Language,
  input: { name: string; code: string; link: string; shopName: string; ttlMinutes: number },
): Email {
  if (language === 'ar') {
    return {
      subject: `إعادة تعيين كلمة المرور في ${input.shopName}`,
      body: [
        `مرحبًا ${input.name}،`,
        '',
        `كود إعادة تعيين كلمة المرور هو ${input.code}. الكود صالح لمدة ${minutesAr(input.ttlMinutes)} ويُستخدم مرة واحدة فقط.`,
        `أو افتح هذا الرابط لاختيار كلمة مرور جديدة: ${input.link}`,
        '',
        'إذا لم تطلب ذلك، تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
      ].join('\n'),
    };
  }
  return {
    subject: `Reset your ${input.shopName} password`,
    body: [
      `Hello ${input.name},`,
      '',
      `Your password reset code is ${input.code}. It is valid for ${input.ttlMinutes} minutes and can be used once.`,
      `Or open this link to choose a new password: ${input.link}`,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Service requests

const ticketKindAr: Record<TicketKind, string> = {
  hardware: 'صيانة الهاردوير',
  software: 'صيانة السوفتوير',
};

const ticketStatusAr: Record<TicketStatus, string> = {
  received: 'تم الاستلام',
  diagnosing: 'جارٍ الفحص',
  waiting_for_parts: 'في انتظار قطع الغيار',
  repairing: 'جارٍ الإصلاح',
  ready_for_pickup: 'جاهز للاستلام',
  delivered: 'تم التسليم',
  cancelled: 'تم الإلغاء',
};

/** A service request's new status, by SMS; the code and the device only when the phone was proven. */
export function ticketStatusSms(
  language: Language,
  ticket: { code: string; device: string; status: TicketStatus; proven: boolean },
  note: string,
  options: { shopName: string; trackUrl?: string | undefined },
): string {
  const parts: string[] = [];
  if (language === 'ar') {
    const status = ticketStatusAr[ticket.status];
    parts.push(
      ticket.proven
        ? `${options.shopName}: حالة طلب الصيانة ${ticket.code} (${ticket.device}) الآن: ${status}.`
        : `${options.shopName}: حالة طلب الصيانة الخاص بك الآن: ${status}.`,
    );
    if (note) parts.push(/[.!؟?]$/.test(note) ? note : `${note}.`);
    if (options.trackUrl) parts.push(`تابعه على ${options.trackUrl}`);
    return parts.join(' ');
  }
  const status = ticketStatusLabel[ticket.status];
  parts.push(
    ticket.proven
      ? `${options.shopName}: your service request ${ticket.code} (${ticket.device}) is now ${status}.`
      : `${options.shopName}: your service request is now ${status}.`,
  );
  if (note) parts.push(note.endsWith('.') ? note : `${note}.`);
  if (options.trackUrl) parts.push(`Track it at ${options.trackUrl}`);
  return parts.join(' ');
}

export interface TicketReceivedInput {
  code: string;
  kind: TicketKind;
  device: string;
  serial: string;
  problem: string;
  name: string;
  phone: string;
  shopName: string;
  trackUrl: string;
}

/**
 * The confirmation that a service request arrived: to a proven phone or address, the tracking code and the details;
 * to any other, which anyone could have typed, the shop's fixed wording only.
 */
export function ticketReceived(
  language: Language,
  t: TicketReceivedInput,
): { provenSms: string; unprovenSms: string; provenEmail: Email; unprovenEmail: Email } {
  if (language === 'ar') {
    const kind = ticketKindAr[t.kind];
    return {
      provenSms: `${t.shopName}: استلمنا طلب ${kind} لجهاز ${t.device}. كود التتبع: ${t.code}. تابعه بهذا الكود ورقم موبايلك على ${t.trackUrl}`,
      unprovenSms: `${t.shopName}: تم إرسال طلب ${kind} بهذا الرقم. تابعه على ${t.trackUrl} بالكود الذي ظهر عند إرساله. لست أنت؟ تجاهل هذه الرسالة.`,
      provenEmail: {
        subject: `تم استلام طلب الصيانة ${t.code}`,
        body: [
          `مرحبًا ${t.name}،`,
          '',
          `استلمنا طلب ${kind} الخاص بك. كود التتبع هو ${t.code}.`,
          '',
          `الجهاز: ${t.device}`,
          `الرقم التسلسلي أو IMEI: ${t.serial}`,
          `المشكلة: ${t.problem}`,
          '',
          `تابعه على ${t.trackUrl}: أدخل كود التتبع ورقم الموبايل ${t.phone}.`,
          'وسنرسل لك رسالة SMS كلما تغيرت حالته.',
          '',
          t.shopName,
        ].join('\n'),
      },
      unprovenEmail: {
        subject: `طلب الصيانة الخاص بك في ${t.shopName}`,
        body: [
          'مرحبًا،',
          '',
          `تم إرسال طلب ${kind} إلى مركز صيانة ${t.shopName} بهذا البريد الإلكتروني.`,
          `إذا كنت أنت، تابعه على ${t.trackUrl} بكود التتبع الذي ظهر عند إرساله ورقم موبايلك.`,
          '',
          'إذا لم تُرسله أنت، يمكنك تجاهل هذه الرسالة.',
          '',
          t.shopName,
        ].join('\n'),
      },
    };
  }
  const kind = ticketKindLabel[t.kind].toLowerCase();
  return {
    provenSms: `${t.shopName}: we received your ${kind} request for ${t.device}. Tracking code: ${t.code}. Track it with this code and your phone number at ${t.trackUrl}`,
    unprovenSms: `${t.shopName}: a ${kind} request was made with this number. Track it at ${t.trackUrl} with the code shown when it was sent. Not you? Ignore this SMS.`,
    provenEmail: {
      subject: `Service request ${t.code} received`,
      body: [
        `Hello ${t.name},`,
        '',
        `We received your ${kind} request. Your tracking code is ${t.code}.`,
        '',
        `Device: ${t.device}`,
        `Serial number or IMEI: ${t.serial}`,
        `Problem: ${t.problem}`,
        '',
        `Follow it at ${t.trackUrl}: enter the tracking code and the phone number ${t.phone}.`,
        'We will also send you an SMS whenever its status changes.',
        '',
        t.shopName,
      ].join('\n'),
    },
    unprovenEmail: {
      subject: `Your service request at ${t.shopName}`,
      body: [
        'Hello,',
        '',
        `A ${kind} request was sent to the ${t.shopName} service centre with this e-mail address.`,
        `If it was you, follow it at ${t.trackUrl} with the tracking code shown when you sent it and your phone number.`,
        '',
        'If you did not send it, you can ignore this e-mail.',
        '',
        t.shopName,
      ].join('\n'),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Returns

const returnStatusAr: Record<ReturnStatus, string> = {
  requested: 'تم طلب الإرجاع',
  accepted: 'تم قبول الإرجاع',
  refused: 'تم رفض الإرجاع',
};

/** Each step of a return: asked, accepted (with staff's note) or refused (with the reason). */
export function returnNews(
  language: Language,
  input: { name: string; number: string; status: ReturnStatus; note: string },
): { email: Email; sms: string } {
  const { number: n, note } = input;
  if (language === 'ar') {
    const news: Record<ReturnStatus, { email: string; sms: string }> = {
      requested: {
        email: `استلمنا طلبك لإرجاع الطلب ${n}. سنراجعه ونبلغك بقرارنا عبر البريد الإلكتروني ورسالة SMS.`,
        sms: `استلمنا طلبك لإرجاع الطلب ${n}. سنبلغك بقرارنا قريبًا.`,
      },
      accepted: {
        email: `تم قبول طلب إرجاع الطلب ${n}. سنتصل بك لترتيب استلامه.${note ? `\n\n${note}` : ''}`,
        sms: `تم قبول إرجاع الطلب ${n}. سنتصل بك لترتيب استلامه.`,
      },
      refused: {
        email: `تم رفض طلب إرجاع الطلب ${n}.\n\n${note}`,
        sms: `تم رفض إرجاع الطلب ${n}: ${note}`.slice(0, 300),
      },
    };
    const chosen = news[input.status];
    return {
      email: {
        subject: `الطلب ${n}: ${returnStatusAr[input.status]}`,
        body: [
          `مرحبًا ${input.name}،`,
          '',
          chosen.email,
          '',
          'يمكنك متابعة طلبك من حسابك في صفحة «طلباتي».',
        ].join('\n'),
      },
      sms: chosen.sms,
    };
  }
  const news: Record<ReturnStatus, { email: string; sms: string }> = {
    requested: {
      email: `We received your request to return order ${n}. We will look at it and tell you our decision by e-mail and SMS.`,
      sms: `We received your request to return order ${n}. We will tell you our decision soon.`,
    },
    accepted: {
      email: `Your request to return order ${n} was accepted. We will call you to arrange collecting it.${note ? `\n\n${note}` : ''}`,
      sms: `Your return of order ${n} was accepted. We will call you to arrange collecting it.`,
    },
    refused: {
      email: `Your request to return order ${n} was refused.\n\n${note}`,
      sms: `Your return of order ${n} was refused: ${note}`.slice(0, 300),
    },
  };
  const chosen = news[input.status];
  return {
    email: {
      subject: `Order ${n}: ${returnStatusLabel[input.status]}`,
      body: [
        `Hello ${input.name},`,
        '',
        chosen.email,
        '',
        'You can follow it in your profile under My orders.',
      ].join('\n'),
    },
    sms: chosen.sms,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The account's address and sign-ins

interface ShopMail {
  shopName: string;
  origin: string;
}

/** To an address that already has an account, when someone tries to sign up with it. */
export function alreadyRegisteredMail(language: Language, shop: ShopMail): Email {
  const login = `${shop.origin}${shopPath('/login', language)}`;
  const forgot = `${shop.origin}${shopPath('/forget-password', language)}`;
  if (language === 'ar') {
    return {
      subject: `لديك حساب بالفعل في ${shop.shopName}`,
      body: [
        'مرحبًا،',
        '',
        `حاول شخص ما، ربما أنت، إنشاء حساب في ${shop.shopName} بهذا البريد الإلكتروني، وهو مسجل لدينا بالفعل.`,
        `سجّل الدخول به: ${login}`,
        `نسيت كلمة المرور؟ اختر كلمة جديدة: ${forgot}`,
        '',
        'إذا لم تكن أنت، تجاهل هذه الرسالة: حسابك لم يتغير.',
      ].join('\n'),
    };
  }
  return {
    subject: `You already have a ${shop.shopName} account`,
    body: [
      'Hello,',
      '',
      `Someone, perhaps you, tried to create a ${shop.shopName} account with this e-mail address, which already has one.`,
      `Sign in with it: ${login}`,
      `Forgot the password? Set a new one: ${forgot}`,
      '',
      'If it was not you, ignore this message: your account is unchanged.',
    ].join('\n'),
  };
}

/** The code that links a Facebook or Google sign-in to an account whose e-mail was never proven. */
export function linkCodeMail(
  language: Language,
  input: ShopMail & { name: string; provider: string; code: string; ttlMinutes: number },
): Email {
  const forgot = `${input.origin}${shopPath('/forget-password', language)}`;
  if (language === 'ar') {
    return {
      subject: `اربط تسجيل الدخول عبر ${input.provider} بحسابك في ${input.shopName}`,
      body: [
        `مرحبًا ${input.name}،`,
        '',
        `لتسجيل الدخول إلى حسابك في ${input.shopName} باستخدام ${input.provider}، أدخل هذا الكود: كود الربط هو ${input.code}.`,
        `الكود صالح لمدة ${minutesAr(input.ttlMinutes)} ويُستخدم مرة واحدة فقط.`,
        'بعد الربط سيتم تسجيل الخروج من كل الأجهزة الأخرى وحذف كلمة مرور الحساب إن وُجدت (يمكنك اختيار كلمة جديدة',
        `من «نسيت كلمة المرور»: ${forgot}).`,
        '',
        'إذا لم تطلب ذلك، تجاهل هذه الرسالة: لن يتغير شيء بدون الكود.',
      ].join('\n'),
    };
  }
  return {
    subject: `Link your ${input.provider} sign-in to your ${input.shopName} account`,
    body: [
      `Hello ${input.name},`,
      '',
      `To sign in to your ${input.shopName} account with ${input.provider}, enter this code: your link code is ${input.code}.`,
      `It is valid for ${input.ttlMinutes} minutes and can be used once.`,
      'Once linked, every other device is signed out and any password the account had is removed (set a new one',
      `with "Forgot password": ${forgot}).`,
      '',
      'If you did not ask for this, ignore this message: nothing changes without the code.',
    ].join('\n'),
  };
}

/** The code that confirms a new e-mail address for the account. */
export function newEmailCodeMail(
  language: Language,
  input: { code: string; shopName: string; ttlMinutes: number },
): Email {
  if (language === 'ar') {
    return {
      subject: `تأكيد بريدك الإلكتروني الجديد في ${input.shopName}`,
      body: [
        'مرحبًا،',
        '',
        `كود التأكيد هو ${input.code}. أدخله في صفحة حسابك لاستخدام هذا البريد مع حسابك في ${input.shopName}.`,
        `الكود صالح لمدة ${minutesAr(input.ttlMinutes)} ويُستخدم مرة واحدة فقط.`,
        '',
        'إذا لم تطلب ذلك، تجاهل هذه الرسالة: لن يتغير شيء بدون الكود.',
      ].join('\n'),
    };
  }
  return {
    subject: `Confirm your new ${input.shopName} e-mail`,
    body: [
      'Hello,',
      '',
      `Your confirmation code is ${input.code}. Enter it in your profile to use this address for your ${input.shopName} account.`,
      `It is valid for ${input.ttlMinutes} minutes and can be used once.`,
      '',
      'If you did not ask for this, ignore this message: nothing changes without the code.',
    ].join('\n'),
  };
}

/** To an address another account already uses, when someone asks to move their account to it. */
export function addressInUseMail(language: Language, shop: ShopMail): Email {
  const login = `${shop.origin}${shopPath('/login', language)}`;
  if (language === 'ar') {
    return {
      subject: `بريدك الإلكتروني في ${shop.shopName}`,
      body: [
        'مرحبًا،',
        '',
        `طلب شخص ما نقل حساب آخر في ${shop.shopName} إلى هذا البريد. هذا البريد مسجل بالفعل لحساب آخر،`,
        'لذلك لم يتغير شيء. إذا كنت أنت، سجّل الدخول إلى الحساب الذي يستخدم هذا البريد:',
        login,
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${shop.shopName} e-mail address`,
    body: [
      'Hello,',
      '',
      `Someone asked to move another ${shop.shopName} account to this address. This address already has an account,`,
      'so nothing was changed. If it was you, sign in to the account that uses this address instead:',
      login,
    ].join('\n'),
  };
}

/** To the old address, once the account's e-mail changed. */
export function emailChangedMail(
  language: Language,
  input: { name: string; from: string; to: string; shopName: string; hotline: string },
): Email {
  if (language === 'ar') {
    return {
      subject: `تم تغيير بريدك الإلكتروني في ${input.shopName}`,
      body: [
        `مرحبًا ${input.name}،`,
        '',
        `تم تغيير البريد الإلكتروني لحسابك في ${input.shopName} من ${input.from} إلى ${input.to}.`,
        `إذا لم تقم بذلك، اتصل بنا فورًا على ${input.hotline}.`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${input.shopName} e-mail was changed`,
    body: [
      `Hello ${input.name},`,
      '',
      `The e-mail of your ${input.shopName} account was changed from ${input.from} to ${input.to}.`,
      `If you did not do this, call us at once on ${input.hotline}.`,
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Back in stock and the newsletter

/**
 * To a shopper who asked to hear when a product is back, in the language of the page they asked from. The Arabic mail
 * names the product by its Arabic name when the catalog has one; the link is the item page in the same language.
 */
export function backInStockMail(
  language: Language,
  product: { name: string; name_ar?: string | null | undefined; link: string },
): Email {
  if (language === 'ar') {
    const name = product.name_ar?.trim() || product.name;
    return {
      subject: `${name} متوفر من جديد`,
      body: `خبر سعيد: ${name} متوفر الآن من جديد.\n\nاطلبه من هنا: ${urlInLanguage(product.link, 'ar')}`,
    };
  }
  return {
    subject: `${product.name} is back in stock`,
    body: `Good news: ${product.name} is back in stock.\n\nOrder it here: ${product.link}`,
  };
}

/** The welcome to a new or returning subscriber, with the unsubscribe link (already in the mail's language). */
export function newsletterWelcomeMail(
  language: Language,
  input: { shopName: string; unsubscribeLink: string },
): Email {
  if (language === 'ar') {
    return {
      subject: `أهلًا بك في النشرة البريدية لـ ${input.shopName}`,
      body: [
        `شكرًا لاشتراكك في النشرة البريدية لـ ${input.shopName}.`,
        'ستعرف قبل الجميع بوصول المنتجات الجديدة والعروض ومواعيد الإطلاق.',
        '',
        `يمكنك إلغاء الاشتراك في أي وقت: ${input.unsubscribeLink}`,
      ].join('\n'),
    };
  }
  return {
    subject: `Welcome to the ${input.shopName} newsletter`,
    body: [
      `Thank you for subscribing to ${input.shopName}.`,
      'You will hear about new arrivals, offers and launch dates first.',
      '',
      `Unsubscribe at any time: ${input.unsubscribeLink}`,
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Enterprise inquiries

export type LeadKind = 'education' | 'business';

const LEAD_WORDS: Record<Language, Record<LeadKind, { team: string; organisation: string }>> = {
  en: {
    education: { team: 'Education', organisation: 'School or university' },
    business: { team: 'Business', organisation: 'Company' },
  },
  ar: {
    education: { team: 'التعليم', organisation: 'المدرسة أو الجامعة' },
    business: { team: 'الشركات', organisation: 'الشركة' },
  },
};

/** The team an inquiry goes to, in English: the staff's notification names it. */
export const leadTeam = (kind: LeadKind) => LEAD_WORDS.en[kind].team;

export interface LeadFacts {
  kind: LeadKind;
  organisation: string;
  name: string;
  phone: string;
  email: string;
  interest: string;
  quantity: number;
  message?: string | null | undefined;
}

/** What an inquiry asked, one fact a line: in English for the staff, in the requester's language in their reply. */
export function leadDetails(language: Language, lead: LeadFacts): string[] {
  const words = LEAD_WORDS[language][lead.kind];
  const labels =
    language === 'ar'
      ? { contact: 'بيانات التواصل', devices: 'الأجهزة المطلوبة', quantity: 'عدد الأجهزة', comma: '، ' }
      : { contact: 'Contact', devices: 'Devices', quantity: 'Quantity', comma: ', ' };
  return [
    `${words.organisation}: ${lead.organisation}`,
    `${labels.contact}: ${[lead.name, lead.phone, lead.email].join(labels.comma)}`,
    `${labels.devices}: ${lead.interest}`,
    `${labels.quantity}: ${lead.quantity}`,
    ...(lead.message ? ['', lead.message] : []),
  ];
}

/**
 * The acknowledgement of an inquiry, in the language of the page it was sent from. To the signed-in customer's own
 * proven address it repeats what was asked; to any other address, which anyone could have typed, only the shop's
 * fixed wording.
 */
export function leadReplyMail(
  language: Language,
  input: { proven: boolean; lead: LeadFacts; reference: string; shopName: string },
): Email {
  const { lead, shopName } = input;
  const team = LEAD_WORDS[language][lead.kind].team;
  if (language === 'ar') {
    const subject = `استفسارك الخاص بقطاع ${team} في ${shopName}`;
    const signature = `فريق ${team} في ${shopName}`;
    if (input.proven) {
      return {
        subject,
        body: [
          `مرحبًا ${lead.name}،`,
          '',
          `شكرًا لاستفسارك الخاص بقطاع ${team} (الرقم المرجعي ${input.reference}).`,
          'سيتواصل معك فريق المبيعات للشركات خلال يومَي عمل بعرض سعر وخيارات التوصيل.',
          '',
          'تفاصيل استفسارك:',
          ...leadDetails('ar', lead),
          '',
          signature,
        ].join('\n'),
      };
    }
    return {
      subject,
      body: [
        'مرحبًا،',
        '',
        `تم إرسال استفسار خاص بقطاع ${team} إلى ${shopName} بهذا البريد الإلكتروني.`,
        'إذا كنت أنت، فشكرًا لك: سيتواصل معك فريق المبيعات للشركات خلال يومَي عمل.',
        '',
        'إذا لم تُرسله أنت، يمكنك تجاهل هذه الرسالة.',
        '',
        signature,
      ].join('\n'),
    };
  }
  const kind = team.toLowerCase();
  const subject = `Your ${kind} inquiry at ${shopName}`;
  if (input.proven) {
    return {
      subject,
      body: [
        `Dear ${lead.name},`,
        '',
        `Thank you for your ${kind} inquiry (reference ${input.reference}).`,
        `Our enterprise team will contact you within two working days with a quotation and delivery options.`,
        '',
        'What you asked about:',
        ...leadDetails('en', lead),
        '',
        `${shopName} ${team}`,
      ].join('\n'),
    };
  }
  return {
    subject,
    body: [
      'Hello,',
      '',
      `${lead.kind === 'education' ? 'An' : 'A'} ${kind} inquiry was sent to ${shopName} with this e-mail address.`,
      'If it was you, thank you: our enterprise team will contact you within two working days.',
      '',
      'If you did not send it, you can ignore this e-mail.',
      '',
      `${shopName} ${team}`,
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rewards

export type { LoyaltyNoteKind };

const LOYALTY_NOTES: Record<Language, Record<LoyaltyNoteKind, (number: string) => string>> = {
  en: {
    delivered: (n) => `Order ${n} delivered`,
    order_refunded: (n) => `Order ${n} refunded`,
    refunded: (n) => `Order ${n}: refunded`,
    part_refunded: (n) => `Order ${n}: part refunded`,
  },
  ar: {
    delivered: (n) => `تم توصيل الطلب ${n}`,
    order_refunded: (n) => `تم استرداد قيمة الطلب ${n}`,
    refunded: (n) => `الطلب ${n}: تم استرداد المبلغ`,
    part_refunded: (n) => `الطلب ${n}: تم استرداد جزء من المبلغ`,
  },
};

/**
 * A rewards entry's note in the reader's language, from its kind and order number. The English form is also what is
 * stored in `loyalty_entries.note`, for the desk and for entries with no kind.
 */
export function loyaltyNote(language: Language, kind: LoyaltyNoteKind, number: string): string {
  return LOYALTY_NOTES[language][kind](number);
}

/** The SMS telling a customer what a delivered order earned and their balance. */
export function pointsEarnedSms(
  language: Language,
  input: { points: number; number: string; balance: number },
): string {
  return language === 'ar'
    ? `كسبت ${pointsAr(input.points)} على طلبك رقم ${input.number}. رصيد نقاطك الآن ${input.balance}.`
    : `You earned ${input.points} reward points for order ${input.number}. Your balance is ${input.balance} points.`;
}

// ---------------------------------------------------------------------------------------------------------------
// The invoice

const monthsAr = (n: number) => arabicCount(n, { one: 'شهر واحد', two: 'شهرين', few: 'شهور', many: 'شهرًا' });

/**
 * The words of an order's invoice (ADR 0034) in the customer's language; the packing slip, which staff read, uses the
 * English ones. Names, SKUs, the address as typed and the city's stored English name are printed as written.
 */
export function invoiceWords(language: Language) {
  const price = (amount: number) => formatEGP(amount, language);
  if (language === 'ar') {
    return {
      invoice: 'فاتورة',
      title: (number: string) => `فاتورة ${number}`,
      continued: (title: string) => `${title} (تابع)`,
      hotline: (hotline: string) => `الخط الساخن: ${hotline}`,
      order: (number: string) => `الطلب ${number}`,
      placed: (clock: string) => `تاريخ الطلب: ${clock} (بتوقيت القاهرة)`,
      customer: 'العميل',
      deliverTo: 'التوصيل إلى',
      phone: (phone: string) => `الموبايل: ${phone}`,
      building: (value: string) => `عقار ${value}`,
      floor: (value: string) => `الدور ${value}`,
      apartment: (value: string) => `شقة ${value}`,
      comma: '، ',
      landmark: (value: string) => `علامة مميزة: ${value}`,
      columns: {
        item: 'المنتج',
        variant: 'الاختيار',
        quantity: 'الكمية',
        unitPrice: 'سعر الوحدة',
        total: 'الإجمالي',
      },
      subtotal: 'المجموع الفرعي',
      discount: 'خصومات المنتجات',
      methodOffer: 'عرض وسيلة الدفع',
      promo: (code: string | null) => (code ? `كود الخصم ${code}` : 'كود الخصم'),
      interest: 'فوائد التقسيط',
      delivery: 'التوصيل',
      free: 'مجاني',
      total: 'الإجمالي',
      price,
      payment: (
        method: { name_en: string; name_ar: string },
        plan: { months: number; interest_percent: number } | null,
      ) =>
        `الدفع: ${method.name_ar || method.name_en}${
          plan
            ? `، ${monthsAr(plan.months)}${plan.interest_percent > 0 ? ` بفائدة ${plan.interest_percent}%` : ''}`
            : ''
        }`,
      status: (order: { status: OrderStatus }) => `الحالة: ${orderStatusAr[order.status]}`,
      footer: (hotline: string, number: string) =>
        `لديك سؤال عن هذا الطلب؟ اتصل بنا على ${hotline} واذكر رقم الطلب ${number}.`,
    };
  }
  return {
    invoice: 'Invoice',
    title: (number: string) => `Invoice ${number}`,
    continued: (title: string) => `${title}, continued`,
    hotline: (hotline: string) => `Hotline: ${hotline}`,
    order: (number: string) => `Order ${number}`,
    placed: (clock: string) => `Placed ${clock} (Cairo time)`,
    customer: 'Customer',
    deliverTo: 'Deliver to',
    phone: (phone: string) => `Phone: ${phone}`,
    building: (value: string) => `Building ${value}`,
    floor: (value: string) => `Floor ${value}`,
    apartment: (value: string) => `Apartment ${value}`,
    comma: ', ',
    landmark: (value: string) => `Landmark: ${value}`,
    columns: { item: 'Item', variant: 'Variant', quantity: 'Qty', unitPrice: 'Unit price', total: 'Total' },
    subtotal: 'Subtotal',
    discount: 'Product discounts',
    methodOffer: 'Payment method offer',
    promo: (code: string | null) => (code ? `Promo ${code}` : 'Promo code'),
    interest: 'Installment interest',
    delivery: 'Delivery',
    free: 'Free',
    total: 'Total',
    price,
    payment: (
      method: { name_en: string; name_ar: string },
      plan: { months: number; interest_percent: number } | null,
    ) =>
      `Payment: ${method.name_en}${
        plan
          ? `, ${plan.months} months${plan.interest_percent > 0 ? ` at ${plan.interest_percent}%` : ''}`
          : ''
      }`,
    status: (order: { status_label: string }) => `Status: ${order.status_label}`,
    footer: (hotline: string, number: string) =>
      `Questions about this order? Call ${hotline} and quote ${number}.`,
  };
}
export type InvoiceWords = ReturnType<typeof invoiceWords>;
