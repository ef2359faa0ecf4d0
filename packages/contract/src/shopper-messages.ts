import { CUSTOMER_BLOCKED } from './admin-customers.ts';
import { EMPTY_CART_MESSAGE, MAX_CART_LINES, MAX_LINE_AMOUNT } from './cart.ts';
import { CONTACT_RECEIVED_MESSAGE, LEAD_RECEIVED_MESSAGE } from './content.ts';
import { LANGUAGE_SAVED } from './customer-language.ts';
import { returnMessages } from './order-returns.ts';
import { TICKET_NOT_FOUND, ticketStatusLabel } from './tickets.ts';

/**
 * What the API says to a shopper (the customer-facing routes' `message_en`), in English and Arabic side by side
 * (ADR 0045). A service says `shopperMessage('promoUnknown')` or `shopperMessage('notEnoughLeft', { product })`
 * and gets the English; the Arabic plugin finds the Arabic of that English again with `shopperMessageAr`, the
 * template's English turned into a pattern that recovers the arguments.
 *
 * `{name}` is an argument. In the Arabic, an argument is isolated (U+2068…U+2069) unless it is a number, since
 * it is usually Latin text (a product name, an order number, an e-mail). Some argument names are read, not copied:
 * `{wait}` and `{period}` are durations ("5 seconds", "24 hours") said in Arabic, `{amount}` and `{total}` are
 * formatEGP's money, and a name starting with `said` is itself a shopper message, put in Arabic the same way (an
 * argument that cannot be read leaves the whole message without Arabic rather than half in English).
 */
export const shopperMessages = {
  // --- sign-in, sign-up, password ---------------------------------------------------------------------------------
  emailTaken: {
    en: 'This e-mail is already registered. Sign in or reset your password.',
    ar: 'البريد الإلكتروني ده متسجل قبل كده. سجّل الدخول أو غيّر كلمة السر.',
  },
  phoneTaken: {
    en: 'This phone number is already used by another account.',
    ar: 'رقم الموبايل ده مستخدم في حساب تاني.',
  },
  wrongLogin: {
    en: 'The e-mail or password is not correct.',
    ar: 'البريد الإلكتروني أو كلمة السر مش صحيحة.',
  },
  customerBlocked: { en: CUSTOMER_BLOCKED, ar: 'الحساب ده موقوف. من فضلك كلّم الخط الساخن بتاع المتجر.' },
  codeSentElsewhereAddress: {
    en: 'This code was sent to another address. Request a new code.',
    ar: 'الكود ده اتبعت لعنوان تاني. اطلب كود جديد.',
  },
  codeSentElsewhereSignIn: {
    en: 'This code was sent for another sign-in. Request a new code.',
    ar: 'الكود ده اتبعت لتسجيل دخول تاني. اطلب كود جديد.',
  },
  codeSentElsewherePhone: {
    en: 'This code was sent to another number. Request a new code.',
    ar: 'الكود ده اتبعت لرقم تاني. اطلب كود جديد.',
  },
  providerNoEmail: {
    en: 'Your account with this provider has no confirmed e-mail address. Register with your e-mail instead.',
    ar: 'حسابك عند مزوّد الخدمة ده مالوش بريد إلكتروني مؤكد. سجّل ببريدك الإلكتروني بدلها.',
  },
  noPasswordChangeEmail: {
    en: 'This account has no password yet. Use "Forgot password" to set one, then change the e-mail.',
    ar: 'الحساب ده لسه مالوش كلمة سر. استخدم "نسيت كلمة السر" علشان تعمل واحدة، وبعدين غيّر البريد الإلكتروني.',
  },
  noPassword: {
    en: 'This account has no password yet. Use "Forgot password" to set one.',
    ar: 'الحساب ده لسه مالوش كلمة سر. استخدم "نسيت كلمة السر" علشان تعمل واحدة.',
  },
  passwordNeededForEmail: {
    en: 'password: Enter your current password to change your e-mail.',
    ar: 'password: اكتب كلمة السر الحالية علشان تغيّر البريد الإلكتروني.',
  },
  currentPasswordWrongField: {
    en: 'password: The current password is not correct.',
    ar: 'password: كلمة السر الحالية مش صحيحة.',
  },
  currentPasswordWrong: {
    en: 'The current password is not correct.',
    ar: 'كلمة السر الحالية مش صحيحة.',
  },
  welcome: { en: 'Welcome.', ar: 'أهلًا بيك.' },
  welcomeLinked: {
    en: 'Welcome. Your {provider} sign-in is linked to this account and its earlier password was removed: use "Forgot password" to set a new one.',
    ar: 'أهلًا بيك. تسجيل الدخول بـ{provider} اتربط بالحساب ده وكلمة السر القديمة اتشالت: استخدم "نسيت كلمة السر" علشان تعمل واحدة جديدة.',
  },
  guestTokenIssued: { en: 'Guest token issued', ar: 'تم إصدار توكن زائر' },
  welcomeBack: { en: 'Welcome back.', ar: 'أهلًا بيك تاني.' },
  signUpCodeSent: {
    en: 'Check your e-mail: we sent a code to {email}. Enter it to finish creating your account.',
    ar: 'شوف بريدك الإلكتروني: بعتنا كود على {email}. اكتبه علشان تكمّل إنشاء حسابك.',
  },
  linkCodeSent: {
    en: 'This e-mail already has an account. To link your sign-in to it, enter the code we sent to {email}.',
    ar: 'البريد الإلكتروني ده عليه حساب. علشان تربط تسجيل الدخول بيه، اكتب الكود اللي بعتناه على {email}.',
  },
  accountReady: { en: 'Your account is ready.', ar: 'حسابك جاهز.' },
  signedOut: { en: 'You are signed out.', ar: 'تم تسجيل الخروج.' },
  signedIn: { en: 'You are signed in.', ar: 'تم تسجيل الدخول.' },
  resetSent: {
    en: 'If an account uses this e-mail, we have sent it a code and a link to reset the password. The code is valid for 10 minutes.',
    ar: 'لو فيه حساب بالبريد الإلكتروني ده، بعتناله كود ولينك لتغيير كلمة السر. الكود صالح لمدة 10 دقايق.',
  },
  codeCorrect: { en: 'The code is correct.', ar: 'الكود صحيح.' },
  passwordChanged: { en: 'Your password was changed.', ar: 'تم تغيير كلمة السر.' },
  passwordChangedSignedOut: {
    en: 'Your password was changed. Other devices were signed out.',
    ar: 'تم تغيير كلمة السر. وتم تسجيل الخروج من الأجهزة التانية.',
  },
  tooManyWrongPasswords: {
    en: 'Too many wrong passwords for this account. Try again in {wait}, or reset your password.',
    ar: 'كلمة السر اتكتبت غلط مرات كتير للحساب ده. حاول تاني بعد {wait}، أو غيّر كلمة السر.',
  },
  tooManyCodes: {
    en: 'Too many codes were requested for this account. Try again in {wait}.',
    ar: 'اتطلب أكواد كتير للحساب ده. حاول تاني بعد {wait}.',
  },
  tooManyResets: {
    en: 'Too many password reset requests for this address. Try again in {wait}.',
    ar: 'اتطلب تغيير كلمة السر مرات كتير للعنوان ده. حاول تاني بعد {wait}.',
  },
  tooManySignUpCodes: {
    en: 'Too many sign-up codes were requested for this address. Try again in {wait}.',
    ar: 'اتطلب أكواد تسجيل كتير للعنوان ده. حاول تاني بعد {wait}.',
  },

  socialUnreachable: {
    en: '{provider} could not be reached. Please try again in a moment.',
    ar: 'ما قدرناش نوصل لـ{provider}. من فضلك حاول تاني كمان شوية.',
  },
  socialRejected: {
    en: '{provider} did not accept this sign-in. Please try again.',
    ar: '{provider} ما قبلش تسجيل الدخول ده. من فضلك حاول تاني.',
  },

  facebookUnavailable: {
    en: 'Facebook sign-in is not available in this shop.',
    ar: 'تسجيل الدخول بفيسبوك مش متاح في المتجر ده.',
  },
  googleUnavailable: {
    en: 'Google sign-in is not available in this shop.',
    ar: 'تسجيل الدخول بجوجل مش متاح في المتجر ده.',
  },

  // --- codes and phone verification ----------------------------------------------------------------------------------
  codeWaitSeconds: {
    en: 'Please wait {seconds} seconds before asking for another code.',
    ar: 'من فضلك استنى {seconds} ثانية قبل ما تطلب كود تاني.',
  },
  tooManyWrongCodes: {
    en: 'Too many wrong codes. Request a new code and try again.',
    ar: 'الكود اتكتب غلط مرات كتير. اطلب كود جديد وحاول تاني.',
  },
  codeNotValid: { en: 'This code is not valid. Request a new code.', ar: 'الكود ده مش صالح. اطلب كود جديد.' },
  codeExpired: { en: 'This code has expired. Request a new code.', ar: 'الكود ده خلصت مدته. اطلب كود جديد.' },
  codeUsed: {
    en: 'This code was already used. Request a new code.',
    ar: 'الكود ده اتستخدم قبل كده. اطلب كود جديد.',
  },
  codeWrongOneTry: {
    en: 'The code is not correct. 1 try left.',
    ar: 'الكود مش صحيح. فاضل لك محاولة واحدة.',
  },
  codeWrongTries: {
    en: 'The code is not correct. {left} tries left.',
    ar: 'الكود مش صحيح. فاضل لك {left} محاولات.',
  },
  addPhoneFirst: { en: 'Add your phone number first.', ar: 'ضيف رقم موبايلك الأول.' },
  phoneAlreadyVerified: { en: 'Your phone number is already verified.', ar: 'رقم موبايلك متأكد منه بالفعل.' },
  addAndVerifyPhone: {
    en: 'Add your phone number and verify it to continue.',
    ar: 'ضيف رقم موبايلك وأكّده علشان تكمّل.',
  },
  phoneNotVerified: { en: 'Your phone number is not verified yet.', ar: 'رقم موبايلك لسه ما اتأكدش.' },
  phoneSaved: { en: 'Your phone number was saved.', ar: 'تم حفظ رقم موبايلك.' },
  phoneCodeSent: { en: 'We sent a verification code to your phone.', ar: 'بعتنا كود التحقق على موبايلك.' },
  phoneVerified: { en: 'Your phone number is verified.', ar: 'تم تأكيد رقم موبايلك.' },

  // --- profile and addresses ------------------------------------------------------------------------------------------
  detailsSaved: { en: 'Your details were saved.', ar: 'تم حفظ بياناتك.' },
  emailChangeCodeSent: {
    en: 'We sent a code to {email}. Enter it to change your e-mail.',
    ar: 'بعتنا كود على {email}. اكتبه علشان تغيّر بريدك الإلكتروني.',
  },
  languageSaved: { en: LANGUAGE_SAVED, ar: 'هنكلمك باللغة دي من دلوقتي.' },
  chooseCity: { en: 'city_id: choose a city from the list.', ar: 'city_id: اختار مدينة من القائمة.' },
  addressNotYours: {
    en: 'This address was not found in your address book.',
    ar: 'العنوان ده مش موجود في دفتر عناوينك.',
  },
  addressBookFull: {
    en: 'An address book holds at most {max} addresses. Remove one first.',
    ar: 'دفتر العناوين يشيل {max} عناوين بالكتير. امسح واحد الأول.',
  },
  addressAdded: { en: 'The address was added.', ar: 'تمت إضافة العنوان.' },
  addressSaved: { en: 'The address was saved.', ar: 'تم حفظ العنوان.' },
  primaryAddressChanged: { en: 'The primary address was changed.', ar: 'تم تغيير العنوان الأساسي.' },

  // --- cart ----------------------------------------------------------------------------------------------------------
  cartNeedsToken: {
    en: 'A cart needs a token: ask POST /api/customer/auth/guest for a guest token, or sign in.',
    ar: 'السلة محتاجة توكن: اطلب توكن زائر من POST /api/customer/auth/guest، أو سجّل الدخول.',
  },
  noVariantForSale: {
    en: 'There is no product variant {ids} for sale.',
    ar: 'مفيش نوع منتج {ids} معروض للبيع.',
  },
  noVariantsForSale: {
    en: 'There are no product variants {ids} for sale.',
    ar: 'مفيش أنواع منتجات {ids} معروضة للبيع.',
  },
  availableSoonOne: {
    en: '{product} is available soon and cannot be ordered yet.',
    ar: '{product} متاح قريبًا ولسه ما ينفعش يتطلب.',
  },
  availableSoonMany: {
    en: 'These products are available soon and cannot be ordered yet: {products}.',
    ar: 'المنتجات دي متاحة قريبًا ولسه ما ينفعش تتطلب: {products}.',
  },
  emptyCart: { en: EMPTY_CART_MESSAGE, ar: 'سلتك فاضية. دوّر على حاجة تعجبك في المتجر.' },
  lineAtMost: {
    en: `At most ${MAX_LINE_AMOUNT} of {product} fit in one line, so the amount is ${MAX_LINE_AMOUNT}.`,
    ar: `أقصى كمية من {product} في السطر الواحد ${MAX_LINE_AMOUNT}، فالكمية بقت ${MAX_LINE_AMOUNT}.`,
  },
  limitedPerOrder: {
    en: '{product} is limited to {max} per order, so the amount is {max}.',
    ar: '{product} الحد الأقصى منه {max} في الطلب الواحد، فالكمية بقت {max}.',
  },
  lineOutOfStock: {
    en: '{product} is out of stock, so it is not in your cart.',
    ar: '{product} خلص من المخزون، علشان كده مش في سلتك.',
  },
  lineOnlyLeft: {
    en: 'Only {stock} of {product} left, so the amount is {stock}.',
    ar: 'فاضل {stock} بس من {product}، فالكمية بقت {stock}.',
  },
  cartFull: {
    en: `A cart holds at most ${MAX_CART_LINES} different items, so {product} was not added.`,
    ar: `السلة تشيل ${MAX_CART_LINES} منتج مختلف بالكتير، علشان كده {product} ما اتضافش.`,
  },
  noLongerSold: {
    en: '{product} is no longer sold, so it was left out.',
    ar: '{product} مبقاش بيتباع، علشان كده اتشال.',
  },
  availableSoonLeftOut: {
    en: '{product} is available soon and cannot be ordered yet, so it was left out.',
    ar: '{product} متاح قريبًا ولسه ما ينفعش يتطلب، علشان كده اتشال.',
  },
  amountsChanged: {
    en: 'Some amounts were changed: see each line’s message.',
    ar: 'بعض الكميات اتغيرت: شوف الرسالة اللي جنب كل منتج.',
  },
  cartUpdated: { en: 'Cart updated', ar: 'تم تحديث السلة' },
  cartMerged: { en: 'Cart merged', ar: 'تم دمج السلة' },
  cartNeedsAttention: {
    en: 'Some items need your attention before checkout.',
    ar: 'فيه منتجات محتاجة تراجعها قبل ما تكمّل الطلب.',
  },

  // --- checkout and orders ---------------------------------------------------------------------------------------------
  emptyCheckout: {
    en: 'Your cart is empty. Add something before checking out.',
    ar: 'سلتك فاضية. ضيف حاجة قبل ما تكمّل الطلب.',
  },
  blockedCheckout: {
    en: 'Some items in your cart cannot be ordered as they are. Please review your cart.',
    ar: 'فيه منتجات في سلتك ما ينفعش تتطلب زي ما هي. من فضلك راجع السلة.',
  },
  availableSoonRemoveIt: {
    en: '{saidSoon} Please remove it from your cart.',
    ar: '{saidSoon} من فضلك شيله من السلة.',
  },
  availableSoonRemoveThem: {
    en: '{saidSoon} Please remove them from your cart.',
    ar: '{saidSoon} من فضلك شيلهم من السلة.',
  },
  choosePaymentMethod: {
    en: 'Choose one of the payment methods offered.',
    ar: 'اختار طريقة من طرق الدفع المتاحة.',
  },
  addPhoneToOrder: {
    en: 'Add your phone number and verify it to place your order.',
    ar: 'ضيف رقم موبايلك وأكّده علشان تكمّل طلبك.',
  },
  verifyPhoneToOrder: {
    en: 'Please verify your phone number to place your order.',
    ar: 'من فضلك أكّد رقم موبايلك علشان تكمّل طلبك.',
  },
  notEnoughLeft: {
    en: 'Not enough of {product} is left for your order. Please review your cart.',
    ar: 'الكمية الموجودة من {product} مش كفاية لطلبك. من فضلك راجع السلة.',
  },
  unpaidOrderAccount: {
    en: 'You already have 1 order waiting for payment. Pay or cancel it first.',
    ar: 'عندك طلب مستني الدفع. ادفعه أو الغيه الأول.',
  },
  unpaidOrdersAccount: {
    en: 'You already have {max} orders waiting for payment. Pay or cancel one of them first.',
    ar: 'عندك {max} طلبات مستنية الدفع. ادفع أو الغي واحد منهم الأول.',
  },
  unpaidOrderDevice: {
    en: 'This device already has 1 order waiting for payment. Pay or cancel it first.',
    ar: 'الجهاز ده عليه طلب مستني الدفع. ادفعه أو الغيه الأول.',
  },
  unpaidOrdersDevice: {
    en: 'This device already has {max} orders waiting for payment. Pay or cancel one of them first.',
    ar: 'الجهاز ده عليه {max} طلبات مستنية الدفع. ادفع أو الغي واحد منهم الأول.',
  },
  orderAtMost: {
    en: 'You can order at most {limit} of {product} in {period}. Please lower the amount in your cart to {limit}.',
    ar: 'تقدر تطلب {limit} بالكتير من {product} في {period}. من فضلك قلّل الكمية في السلة لـ{limit}.',
  },
  orderAtMostSomeLeft: {
    en: 'You can order at most {limit} of {product} in {period}. Your orders from the last {period} already have {had}, so you can add {left} more. Please change the amount in your cart.',
    ar: 'تقدر تطلب {limit} بالكتير من {product} في {period}. طلباتك في آخر {period} فيها {had} بالفعل، فتقدر تزوّد {left} كمان. من فضلك غيّر الكمية في السلة.',
  },
  orderAtMostNoneLeft: {
    en: 'You can order at most {limit} of {product} in {period}, and your orders from the last {period} already have {had}, so you cannot order more of it for now.',
    ar: 'تقدر تطلب {limit} بالكتير من {product} في {period}، وطلباتك في آخر {period} فيها {had} بالفعل، فمش هتقدر تطلب منه تاني دلوقتي.',
  },
  // Said by the payment methods' plan rules (payment-methods.ts), inside planRefused.
  planMinAmount: {
    en: 'The {months}-month plan needs an order of at least {amount}.',
    ar: 'خطة التقسيط على {months} شهر محتاجة طلب بـ{amount} على الأقل.',
  },
  planNotAllProducts: {
    en: 'The {months}-month plan does not cover every product in your cart.',
    ar: 'خطة التقسيط على {months} شهر مش بتغطي كل المنتجات اللي في سلتك.',
  },
  planRefused: {
    en: '{saidPlan} Choose another plan or payment method.',
    ar: '{saidPlan} اختار خطة تانية أو طريقة دفع تانية.',
  },
  acceptNewTotal: {
    en: 'Paying with {method} changes your total to {total}. Please accept the new total to continue.',
    ar: 'الدفع بـ{method} بيغيّر الإجمالي لـ{total}. من فضلك وافق على الإجمالي الجديد علشان تكمّل.',
  },
  choosePlanFor: {
    en: 'Choose an installment plan for {method}.',
    ar: 'اختار خطة تقسيط لـ{method}.',
  },
  cardPaymentsOff: {
    en: 'Card payments are not configured in this shop.',
    ar: 'الدفع بالكارت مش متاح في المتجر ده.',
  },
  paymentLinkInvalid: { en: 'This payment link is not valid.', ar: 'لينك الدفع ده مش صالح.' },
  cardPaymentNotStarted: {
    en: 'The card payment could not be started, so the order was not placed. Please try again or pay cash on delivery.',
    ar: 'ما قدرناش نبدأ الدفع بالكارت، علشان كده الطلب ما اتعملش. حاول تاني أو ادفع كاش عند الاستلام.',
  },
  orderWaitingForPayment: { en: 'Your order is waiting for payment.', ar: 'طلبك مستني الدفع.' },
  orderPlaced: {
    en: 'Thank you! Your order {number} is placed.',
    ar: 'شكرًا! طلبك رقم {number} اتسجل.',
  },
  orderNotYours: { en: 'This order was not found in your orders.', ar: 'الطلب ده مش موجود في طلباتك.' },
  orderCancelled: { en: 'Your order was cancelled.', ar: 'تم إلغاء طلبك.' },
  alreadyCancelled: { en: 'This order is already cancelled.', ar: 'الطلب ده اتلغى بالفعل.' },
  cancelRefused: {
    en: 'Only an order waiting for payment, or a cash order not sent yet, can be cancelled here. To change this order, please call us on {hotline}.',
    ar: 'ينفع تلغي من هنا الطلب اللي مستني الدفع بس، أو طلب الكاش اللي لسه ما اتبعتش. علشان تغيّر الطلب ده، كلّمنا على {hotline}.',
  },
  noDeliveryToCity: {
    en: 'We do not deliver to this city. Choose a city from the list.',
    ar: 'إحنا ما بنوصّلش للمدينة دي. اختار مدينة من القائمة.',
  },

  // --- promo codes -------------------------------------------------------------------------------------------------------
  promoApplied: { en: 'The promo code was applied.', ar: 'تم تطبيق كود الخصم.' },
  promoUnknown: { en: 'This promo code does not exist.', ar: 'كود الخصم ده مش موجود.' },
  promoNotYet: { en: 'This promo code is not active yet.', ar: 'كود الخصم ده لسه ما اشتغلش.' },
  promoExpired: { en: 'This promo code has expired.', ar: 'كود الخصم ده انتهى.' },
  promoUsedUp: { en: 'This promo code has been fully used.', ar: 'كود الخصم ده اتستخدم بالكامل.' },
  promoMinAmount: {
    en: 'This promo code needs an order of at least {amount}.',
    ar: 'كود الخصم ده محتاج طلب بـ{amount} على الأقل.',
  },
  promoCashOnly: {
    en: 'This promo code is for payment by cash only.',
    ar: 'كود الخصم ده للدفع كاش بس.',
  },
  promoMethodOnly: {
    en: 'This promo code is for payment by {method} only.',
    ar: 'كود الخصم ده للدفع بـ{method} بس.',
  },
  promoAlreadyUsed: { en: 'You have already used this promo code.', ar: 'إنت استخدمت كود الخصم ده قبل كده.' },
  promoNothingEligible: {
    en: 'This promo code does not apply to anything in your cart.',
    ar: 'كود الخصم ده مش بيتطبق على أي حاجة في سلتك.',
  },
  tooManyPromoTries: {
    en: 'Too many promo codes were tried. Please try again in {wait}.',
    ar: 'اتجرّب أكواد خصم كتير. من فضلك حاول تاني بعد {wait}.',
  },

  // --- returns -------------------------------------------------------------------------------------------------------------
  returnPhotoTooLarge: {
    en: returnMessages.photoTooLarge,
    ar: 'الصورة أكبر من المسموح. ابعت صورة أصغر، أو من غير صورة.',
  },
  returnPhotoNotBase64: {
    en: returnMessages.photoNotBase64,
    ar: 'ما قدرناش نقرا الصورة. اختار الملف تاني.',
  },
  returnNotDelivered: { en: returnMessages.notDelivered, ar: 'ينفع ترجّع الطلب بعد ما يتسلّم بس.' },
  returnAlreadyAsked: { en: returnMessages.alreadyAsked, ar: 'إنت طلبت ترجيع الطلب ده قبل كده.' },
  returnCancelRefused: {
    en: returnMessages.cancelRefused,
    ar: 'الطلب ده مبقاش ينفع يتلغي من هنا: اتدفع أو في الطريق. من فضلك كلّمنا لو محتاج تغيّره.',
  },
  returnWindowEnded: {
    en: 'The {days}-day return window of this order ended on {day}. Please call us on {hotline} if something is wrong with it.',
    ar: 'مدة الترجيع ({days} يوم) للطلب ده خلصت يوم {day}. من فضلك كلّمنا على {hotline} لو فيه مشكلة فيه.',
  },
  returnReceived: {
    en: 'We received your return request. We will tell you our decision by e-mail and SMS.',
    ar: 'وصلنا طلب الترجيع. هنبلغك بقرارنا بالبريد الإلكتروني ورسالة SMS.',
  },

  // --- limits and stored values, said by the API whatever the route ---------------------------------------------------
  tooManyFromNetwork: {
    en: 'Too many requests from your network. Please wait {wait} and try again.',
    ar: 'طلبات كتير من الشبكة بتاعتك. من فضلك استنى {wait} وحاول تاني.',
  },
  tooManyRequestsSeconds: {
    en: 'Too many requests. Please wait {seconds} seconds and try again.',
    ar: 'طلبات كتير. من فضلك استنى {seconds} ثانية وحاول تاني.',
  },
  hostMissing: {
    en: 'The request must name the host (a Host header).',
    ar: 'الطلب لازم يذكر اسم الموقع (Host header).',
  },
  badAuthorization: {
    en: 'The Authorization header must be "Bearer <token>".',
    ar: 'الـ Authorization header لازم يكون "Bearer <token>".',
  },
  badCharacters: {
    en: 'A value in the request holds characters that cannot be stored. Remove them and try again.',
    ar: 'فيه قيمة في الطلب فيها حروف ما ينفعش تتخزن. شيلها وحاول تاني.',
  },
  outOfRange: {
    en: 'A value in the request is out of range. Check the numbers and try again.',
    ar: 'فيه قيمة في الطلب برّه الحدود المسموحة. راجع الأرقام وحاول تاني.',
  },

  // --- back in stock, newsletter, rewards, service tickets, forms, catalogue reads ---------------------------------------
  noProduct: { en: 'There is no product {id}.', ar: 'مفيش منتج {id}.' },
  noProductKey: { en: 'There is no product "{key}".', ar: 'مفيش منتج "{key}".' },
  inStockNow: {
    en: '{product} is in stock now: you can order it.',
    ar: '{product} موجود في المخزون دلوقتي: تقدر تطلبه.',
  },
  backInStockEmailNeeded: {
    en: 'email: give the e-mail address to tell when it is back in stock.',
    ar: 'email: اكتب البريد الإلكتروني اللي نبلغك عليه لما يرجع المخزون.',
  },
  backInStockAlready: {
    en: 'You are already on the list for this product.',
    ar: 'إنت موجود بالفعل في القائمة للمنتج ده.',
  },
  backInStockListed: {
    en: 'We will e-mail you when it is back in stock.',
    ar: 'هنبعتلك إيميل لما يرجع المخزون.',
  },
  unsubscribeLinkInvalid: {
    en: 'This unsubscribe link is not valid. Use the link in your latest newsletter.',
    ar: 'لينك إلغاء الاشتراك ده مش صالح. استخدم اللينك اللي في آخر نشرة وصلتك.',
  },
  unsubscribed: { en: 'You are unsubscribed.', ar: 'تم إلغاء اشتراكك.' },
  rewardsNeedPhone: {
    en: 'Verify your phone number to use your rewards.',
    ar: 'أكّد رقم موبايلك علشان تستخدم نقاطك.',
  },
  ticketNotOpened: {
    en: 'We could not open your request just now. Please try again.',
    ar: 'ما قدرناش نفتح طلبك دلوقتي. من فضلك حاول تاني.',
  },
  ticketNotFound: {
    en: TICKET_NOT_FOUND,
    ar: 'ما لقيناش طلب صيانة بكود التتبع ورقم الموبايل دول. راجع الاتنين وحاول تاني.',
  },
  ticketReceived: {
    en: 'Your request is received. Your tracking code is {code}.',
    ar: 'طلبك وصل. كود التتبع بتاعك {code}.',
  },
  // A tracked ticket's answer says its status.
  ticketStatusReceived: { en: ticketStatusLabel.received, ar: 'تم الاستلام' },
  ticketStatusDiagnosing: { en: ticketStatusLabel.diagnosing, ar: 'جاري الفحص' },
  ticketStatusWaitingForParts: { en: ticketStatusLabel.waiting_for_parts, ar: 'في انتظار قطع الغيار' },
  ticketStatusRepairing: { en: ticketStatusLabel.repairing, ar: 'جاري الإصلاح' },
  ticketStatusReadyForPickup: { en: ticketStatusLabel.ready_for_pickup, ar: 'جاهز للاستلام' },
  ticketStatusDelivered: { en: ticketStatusLabel.delivered, ar: 'تم التسليم' },
  ticketStatusCancelled: { en: ticketStatusLabel.cancelled, ar: 'تم الإلغاء' },
  contactReceived: { en: CONTACT_RECEIVED_MESSAGE, ar: 'شكرًا على رسالتك. بنرد خلال يوم عمل واحد.' },
  leadReceived: { en: LEAD_RECEIVED_MESSAGE, ar: 'شكرًا. فريق الشركات هيتواصل معاك خلال يومين عمل.' },
  noCategory: { en: 'There is no category {id}.', ar: 'مفيش قسم {id}.' },
  noCategoryKey: { en: 'There is no category "{key}".', ar: 'مفيش قسم "{key}".' },
  noPage: { en: 'There is no page called "{key}".', ar: 'مفيش صفحة اسمها "{key}".' },
  noSubCategory: { en: 'There is no sub-category "{key}".', ar: 'مفيش قسم فرعي "{key}".' },
  noVariantOf: { en: '{product} has no variant {id}.', ar: '{product} مالوش نوع {id}.' },
  noComparedProduct: {
    en: 'None of the compared products is in the shop any more.',
    ar: 'ولا منتج من المنتجات اللي بتقارنها موجود في المتجر دلوقتي.',
  },
} as const satisfies Record<string, { en: string; ar: string }>;

export type ShopperMessageId = keyof typeof shopperMessages;

/** The argument names of a template: `'Only {stock} of {product}'` gives `'stock' | 'product'`. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type ArgsOf<Id extends ShopperMessageId> = [Placeholders<(typeof shopperMessages)[Id]['en']>] extends [never]
  ? []
  : [args: Record<Placeholders<(typeof shopperMessages)[Id]['en']>, string | number>];

const PLACEHOLDER = /\{(\w+)\}/g;

/** The English a service says: the template with its arguments filled in. */
export function shopperMessage<Id extends ShopperMessageId>(id: Id, ...[args]: ArgsOf<Id>): string {
  const values = (args ?? {}) as Record<string, string | number>;
  return shopperMessages[id].en.replace(PLACEHOLDER, (_, name: string) => String(values[name]));
}

const DURATION_UNITS: Record<string, [one: string, two: string, few: string, many: string]> = {
  second: ['ثانية واحدة', 'ثانيتين', 'ثواني', 'ثانية'],
  minute: ['دقيقة واحدة', 'دقيقتين', 'دقايق', 'دقيقة'],
  hour: ['ساعة واحدة', 'ساعتين', 'ساعات', 'ساعة'],
};

/** A duration as the API writes it ("1 seconds", "5 minutes", "24 hours") said in Arabic. */
function durationAr(english: string): string | undefined {
  const match = /^(\d+) (second|minute|hour)s?$/.exec(english);
  const words = DURATION_UNITS[match?.[2] ?? ''];
  if (!match || !words) return undefined;
  const n = Number(match[1]);
  if (n === 1) return words[0];
  if (n === 2) return words[1];
  return `${n} ${n <= 10 ? words[2] : words[3]}`;
}

/** An amount of money as formatEGP writes it in English ("1,250 EGP"), as it writes it in Arabic. */
function moneyAr(english: string): string | undefined {
  const match = /^(-?[\d,]+) EGP$/.exec(english);
  return match ? `${match[1]} ج.م` : undefined;
}

/** Arguments that are read and said again in Arabic rather than copied; undefined when one cannot be. */
function readArgument(name: string, value: string): string | undefined {
  if (name === 'wait' || name === 'period') return durationAr(value);
  if (name === 'amount' || name === 'total') return moneyAr(value);
  if (name.startsWith('said')) return shopperMessageAr(value);
  return /^\d+$/.test(value) ? value : `\u2068${value}\u2069`;
}

const templates = Object.values(shopperMessages)
  .filter((entry) => entry.en.includes('{'))
  .map((entry) => {
    const names: string[] = [];
    const source = entry.en
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (names.includes(name)) return `\\k<${name}>`;
        names.push(name);
        return `(?<${name}>.+?)`;
      })
      .join('');
    return {
      pattern: new RegExp(`^${source}$`),
      ar: entry.ar,
      fixed: entry.en.replace(PLACEHOLDER, '').length,
    };
  })
  // The template with the most fixed text first: 'There is no product "{key}".' before 'There is no product {id}.'.
  .sort((a, b) => b.fixed - a.fixed);

const literals = new Map<string, string>(
  Object.values(shopperMessages)
    .filter((entry) => !entry.en.includes('{'))
    .map((entry) => [entry.en, entry.ar] as const),
);

/**
 * The Arabic of a shopper message's English, its arguments recovered from the English; undefined when the English
 * is none of them (or an argument that must itself be said in Arabic cannot be).
 */
export function shopperMessageAr(english: string): string | undefined {
  const literal = literals.get(english);
  if (literal !== undefined) return literal;
  for (const { pattern, ar } of templates) {
    const groups = pattern.exec(english)?.groups;
    if (!groups) continue;
    let missing = false;
    const arabic = ar.replace(PLACEHOLDER, (_, name: string) => {
      const said = readArgument(name, groups[name] ?? '');
      if (said === undefined) missing = true;
      return said ?? '';
    });
    if (!missing) return arabic;
  }
  return undefined;
}
