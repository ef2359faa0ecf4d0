import type { FaqImport, PageImport, StoreImport } from '@shop/contract/content';
import { applyContent, mapSearchUrl, type ImportSummary } from '../../modules/content/content.service.ts';

/**
 * The shop's content: the static pages, the service articles, the FAQ and the stores. Written by the seed (only
 * what is missing, so an operator's edits and imports survive a re-run) through the same path as
 * `npm run shop -- content import`, so it is validated and sanitised like any imported file. Store cities use the
 * stable ids of egypt-cities.ts (governorate g, city g*100+k).
 */

const HOURS_MALL = 'Saturday to Thursday: 10 am to 11 pm\nFriday: 1 pm to 11 pm';
const HOURS_STREET = 'Saturday to Thursday: 10 am to 10 pm\nFriday: 2 pm to 10 pm';

function storeEntry(entry: Omit<StoreImport, 'map_url'> & { mapQuery: string }): StoreImport {
  const { mapQuery, ...store } = entry;
  return { ...store, map_url: mapSearchUrl(mapQuery) };
}

export const DEMO_STORES: StoreImport[] = [
  storeEntry({
    name: 'iSpot City Stars',
    city_id: 101,
    address: 'City Stars Mall, Phase 2, first floor, Omar Ibn El Khattab Street, Nasr City, Cairo',
    opening_hours: HOURS_MALL,
    phone: '02 2480 0345',
    mapQuery: 'City Stars Mall, Omar Ibn El Khattab Street, Nasr City, Cairo',
    sort: 10,
  }),
  storeEntry({
    name: 'iSpot Cairo Festival City',
    city_id: 103,
    address: 'Cairo Festival City Mall, ground floor near Gate 3, Ring Road, Fifth Settlement, New Cairo',
    opening_hours: HOURS_MALL,
    phone: '02 2618 0345',
    mapQuery: 'Cairo Festival City Mall, Ring Road, New Cairo',
    sort: 20,
  }),
  storeEntry({
    name: 'iSpot Maadi',
    city_id: 104,
    address: '72 Road 9, corner of Road 82, Maadi, Cairo',
    opening_hours: HOURS_STREET,
    phone: '02 2358 0345',
    mapQuery: 'Road 9, Maadi, Cairo',
    sort: 30,
  }),
  storeEntry({
    name: 'iSpot Mohandessin',
    city_id: 202,
    address: '55 Gameat El Dewal El Arabeya Street, Mohandessin, Giza',
    opening_hours: HOURS_STREET,
    phone: '02 3760 0345',
    mapQuery: 'Gameat El Dewal El Arabeya Street, Mohandessin, Giza',
    sort: 40,
  }),
  storeEntry({
    name: 'iSpot Mall of Arabia',
    city_id: 206,
    address: 'Mall of Arabia, first floor near Gate 8, 26th of July Corridor, 6th of October City, Giza',
    opening_hours: HOURS_MALL,
    phone: '02 3827 0345',
    mapQuery: 'Mall of Arabia, 6th of October City, Giza',
    sort: 50,
  }),
  storeEntry({
    name: 'iSpot Arkan Plaza',
    city_id: 207,
    address: 'Arkan Plaza, Building 1, ground floor, 26th of July Corridor, Sheikh Zayed, Giza',
    opening_hours: HOURS_MALL,
    phone: '02 3851 0345',
    mapQuery: 'Arkan Plaza, Sheikh Zayed, Giza',
    sort: 60,
  }),
  storeEntry({
    name: 'iSpot San Stefano',
    city_id: 305,
    address: 'San Stefano Grand Plaza, second floor, 399 El Geish Road, Alexandria',
    opening_hours: HOURS_MALL,
    phone: '03 469 0345',
    mapQuery: 'San Stefano Grand Plaza, El Geish Road, Alexandria',
    sort: 70,
  }),
  storeEntry({
    name: 'iSpot Smouha',
    city_id: 301,
    address: '14 Fawzi Moaz Street, Smouha, Alexandria',
    opening_hours: HOURS_STREET,
    phone: '03 425 0345',
    mapQuery: 'Fawzi Moaz Street, Smouha, Alexandria',
    sort: 80,
  }),
  storeEntry({
    name: 'iSpot Mansoura',
    city_id: 501,
    address: '21 El Gomhoreya Street, Torail, Mansoura, Dakahlia',
    opening_hours: HOURS_STREET,
    phone: '050 223 0345',
    mapQuery: 'El Gomhoreya Street, Torail, Mansoura',
    sort: 90,
  }),
  storeEntry({
    name: 'iSpot Hurghada',
    city_id: 1701,
    address: 'Senzo Mall, ground floor, Safaga Road, Hurghada, Red Sea',
    opening_hours: 'Daily: 10 am to midnight',
    phone: '065 346 0345',
    mapQuery: 'Senzo Mall, Safaga Road, Hurghada',
    sort: 100,
  }),
];

const DELIVERY_TABLE = `<table>
<thead><tr><th scope="col">Region</th><th scope="col">Fee</th><th scope="col">Usually arrives in</th></tr></thead>
<tbody>
<tr><td><strong>Greater Cairo</strong><br><small>Cairo, Giza, Qalyubia</small></td><td>60 EGP</td><td>1 to 2 working days</td></tr>
<tr><td><strong>Alexandria</strong></td><td>75 EGP</td><td>2 to 3 working days</td></tr>
<tr><td><strong>Delta and Canal</strong><br><small>Dakahlia, Sharqia, Gharbia, Menofia, Beheira, Kafr El Sheikh, Damietta, Port Said, Ismailia, Suez</small></td><td>85 EGP</td><td>2 to 4 working days</td></tr>
<tr><td><strong>Upper Egypt</strong><br><small>Fayoum, Beni Suef, Minya, Assiut, Sohag, Qena, Luxor, Aswan</small></td><td>110 EGP</td><td>3 to 5 working days</td></tr>
<tr><td><strong>Sinai, Red Sea, Matrouh and New Valley</strong><br><small>North Sinai, South Sinai, Red Sea, Matrouh, New Valley</small></td><td>150 EGP</td><td>4 to 7 working days</td></tr>
</tbody>
</table>`;

export const DEMO_PAGES: PageImport[] = [
  {
    slug: 'services',
    kind: 'page',
    title_en: 'Services',
    summary:
      'More than a shop: trade in your old device, pay in installments, insure your screen or the whole device, and get expert service after you buy.',
    body_html: `<h2>Upgrade for less</h2>
<p><strong><a href="/blog-detail/Trade-in">Trade-in</a>.</strong> Bring your current iPhone, iPad, Mac, Samsung Galaxy phone or Apple Watch to any of our stores. We value it on the spot and take the amount off your new device the same day.</p>
<p><strong><a href="/blog-detail/btc-offer">Back to College offer</a>.</strong> Students, teachers and university staff save on Mac and iPad, with extra savings on the accessories that go with them.</p>
<h2>Pay your way</h2>
<p><strong><a href="/blog-detail/Easy-Payments">Easy Payments</a>.</strong> Pay cash on delivery, pay by card online (products marked <em>Save 10% with CIB cards</em> are 10% cheaper), or spread the cost with valU over 6, 12 or 24 months.</p>
<h2>Protect what you bought</h2>
<p><strong><a href="/blog-detail/Screen_Insurance">Screen Insurance</a>.</strong> One screen replacement with genuine parts for a year, for a fixed fee paid once.</p>
<p><strong><a href="/blog-detail/Whole-unit">Whole Unit Insurance</a>.</strong> Cover against accidental damage, liquid damage and theft for the whole device, for one or two years.</p>
<h2>After you buy</h2>
<ul>
<li><strong>Maintenance and repair</strong> at our service centre, for devices bought from us or elsewhere: book hardware or software service and track your device on the <a href="/Maintenance">Maintenance</a> page.</li>
<li><strong>Set-up help</strong> in every store: we move your data from your old phone, set up Apple ID or Samsung account and Face ID, free of charge.</li>
<li><strong>Delivery across Egypt</strong> to all 27 governorates, with fees from 60 EGP. See <a href="/FAQs">the FAQ</a> for fees and times.</li>
</ul>
<h2>For organisations</h2>
<p>Schools, universities and companies get volume pricing, invoices with VAT and a dedicated account manager. See <a href="/education">Education</a> and <a href="/business">Business</a>.</p>`,
  },
  {
    slug: 'help',
    kind: 'page',
    title_en: 'Help',
    summary: 'How to order, pay, track a delivery, return a product or reach us. Most answers take a minute.',
    body_html: `<h2>Placing an order</h2>
<ol>
<li>Add the products you want to the cart. Choose colour, storage or model on the product page first.</li>
<li>Open the cart and choose <strong>Checkout</strong>. You need an account so we can send you updates; it takes a minute to create.</li>
<li>Choose or add a delivery address. The delivery fee of its governorate is added to your total.</li>
<li>Choose how to pay: cash on delivery, card, or valU installments. Add a promo code if you have one.</li>
<li>Place the order. We confirm it by e-mail and SMS straight away.</li>
</ol>
<h2>Tracking an order</h2>
<p>Open <a href="/profile">your profile</a> and go to <strong>My orders</strong> to see every order with its status. We also send an SMS and an e-mail each time the status changes: processing, shipped, delivered.</p>
<h2>Paying</h2>
<p>Card payments are taken on a secure payment page; we never see or store your card number. If a card payment is declined, your items go back to your cart so you can try again or choose cash on delivery. Read more in <a href="/blog-detail/Easy-Payments">Easy Payments</a>.</p>
<h2>Returns and warranty</h2>
<p>You can return a product within 14 days of delivery when it is unused, in its original sealed packaging, with all accessories and the invoice. A device that develops a fault is covered by the official manufacturer's warranty; our <a href="/Maintenance">service centre</a> handles the repair for you. Details are in the <a href="/terms">terms and conditions</a>.</p>
<h2>Still need help?</h2>
<ul>
<li>Call our hotline <a href="tel:19345">19345</a>, Saturday to Thursday from 10 am to 10 pm.</li>
<li>Send us a message with the <a href="/contact-us">contact form</a>; we reply within one working day.</li>
<li>Visit one of our <a href="/map-location?page=Shopping%20Stores">stores</a>.</li>
<li>Read the <a href="/FAQs">frequently asked questions</a>.</li>
</ul>`,
  },
  {
    slug: 'about',
    kind: 'page',
    title_en: 'About us',
    summary:
      'A premium reseller of Apple and Samsung devices in Egypt: official products, honest advice and service that lasts longer than the sale.',
    body_html: `<p>We started with one small shop and a simple idea: buying a premium device in Egypt should feel as good as using it. Today we sell iPhone, iPad, Mac, Apple Watch, AirPods and Samsung Galaxy phones, tablets and watches online and in stores in Cairo, Giza, Alexandria, Mansoura and Hurghada.</p>
<h2>What we promise</h2>
<ul>
<li><strong>Official products only.</strong> Every device is new, sealed and imported through official channels, with the manufacturer's warranty in Egypt.</li>
<li><strong>Honest advice.</strong> Our staff are trained by the brands we sell. They will tell you when the cheaper model is the right one.</li>
<li><strong>Fair prices in EGP.</strong> Prices include VAT. What you see at checkout, delivery included, is what you pay.</li>
<li><strong>Service after the sale.</strong> Set-up help in store, a service centre for repairs, and a hotline that answers.</li>
</ul>
<h2>Find us</h2>
<p>Visit one of our <a href="/map-location?page=Shopping%20Stores">stores</a>, call <a href="tel:19345">19345</a>, or write to us with the <a href="/contact-us">contact form</a>. Organisations can reach our enterprise team through the <a href="/education">Education</a> and <a href="/business">Business</a> pages.</p>`,
  },
  {
    slug: 'terms',
    kind: 'page',
    title_en: 'Terms and conditions',
    summary:
      'The terms that apply when you buy from our online shop and stores. Please read them before you order.',
    body_html: `<p>These terms apply to every order placed on this website. By placing an order you accept them. They are governed by the laws of the Arab Republic of Egypt, including the Consumer Protection Law No. 181 of 2018.</p>
<h2>1. Prices and availability</h2>
<p>Prices are in Egyptian pounds (EGP) and include VAT. Delivery fees are shown at checkout before you pay. Prices and stock can change at any time; the price that applies is the one in your order confirmation. If a product becomes unavailable after you order, we tell you and refund anything you paid for it.</p>
<h2>2. Orders</h2>
<p>An order is accepted when we send the confirmation by e-mail or SMS. We may limit the quantity of a product per order and may cancel orders that appear to be for resale or that use incorrect details; any payment is then refunded in full.</p>
<h2>3. Payment</h2>
<p>You can pay cash on delivery, by card online, or in installments with valU. Payment-method offers, such as 10% off products marked <em>Save 10% with CIB cards</em> when paying by card, apply only to the marked products and are shown in your order summary. Installments are subject to approval by valU and to its terms.</p>
<h2>4. Delivery</h2>
<p>We deliver to all 27 governorates. Delivery times are estimates in working days from confirmation. Please check the device and its seal in front of the courier; report visible damage before you sign for the parcel.</p>
<h2>5. Pre-orders</h2>
<p>Products marked <em>Pre-order</em> are sold before they reach our stock and are delivered in the order pre-orders were placed, as soon as stock arrives. You can cancel a pre-order for a full refund any time before it is shipped.</p>
<h2>6. Returns</h2>
<p>You may return a product within 14 days of delivery if it is unused, in its original sealed packaging, with all accessories, gifts and the invoice. Refunds are made with the original payment method within 14 days of receiving the product. A product with a manufacturing defect reported within 14 days of delivery is replaced or refunded after inspection by our service centre. Opened software, gift cards and hygiene products such as earphones cannot be returned unless they are faulty.</p>
<h2>7. Warranty</h2>
<p>Devices carry the official manufacturer's warranty in Egypt, of at least one year from delivery. The warranty does not cover accidental damage, liquid damage, unauthorised repairs or normal wear. Screen and whole-unit insurance can be bought separately.</p>
<h2>8. Accounts</h2>
<p>You are responsible for keeping your password safe and for orders placed with your account. Tell us at once if you think someone else has used it.</p>
<h2>9. Contact</h2>
<p>Questions about these terms: call <a href="tel:19345">19345</a> or use the <a href="/contact-us">contact form</a>.</p>`,
  },
  {
    slug: 'policy',
    kind: 'page',
    title_en: 'Privacy policy',
    summary:
      'What personal data we collect, why we need it, who we share it with and how you can see, correct or delete it.',
    body_html: `<p>We collect only the data we need to sell and deliver your products and to look after them afterwards. We handle it in line with Egypt's Personal Data Protection Law No. 151 of 2020.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, e-mail address, phone number and a securely hashed password.</li>
<li><strong>Delivery addresses</strong> you save in your address book.</li>
<li><strong>Orders:</strong> what you bought, the prices, the payment method and the order history.</li>
<li><strong>Messages</strong> you send us through the contact and enterprise forms.</li>
<li><strong>Technical data:</strong> your browser keeps your cart and sign-in on your own device; our servers keep request logs for security for 30 days.</li>
</ul>
<p>We never receive or store your card number: card payments are made on our payment provider's secure page.</p>
<h2>Why we use it</h2>
<ul>
<li>To process, deliver and support your orders, and to send you order and delivery updates by e-mail and SMS.</li>
<li>To verify your phone number and protect your account.</li>
<li>To answer your messages and enterprise inquiries.</li>
<li>To send the newsletter, only if you subscribed. Every newsletter has an unsubscribe link.</li>
</ul>
<h2>Who we share it with</h2>
<p>Only with those who help us serve you: the courier delivering your order (name, phone, address), the payment provider and valU for online and installment payments, and our SMS and e-mail providers. We do not sell your data and do not share it for others' advertising.</p>
<h2>How long we keep it</h2>
<p>Order records are kept for as long as tax law requires. You can close your account at any time; we then delete your profile and addresses and keep only the order records we must.</p>
<h2>Your rights</h2>
<p>You can see and correct your details in <a href="/profile">your profile</a>. To get a copy of your data or to have it deleted, write to us with the <a href="/contact-us">contact form</a> or call <a href="tel:19345">19345</a>. We answer within 30 days.</p>`,
  },
  {
    slug: 'FAQs',
    kind: 'faq-group',
    title_en: 'Frequently asked questions',
    summary: 'Delivery, payment, warranty, returns and pre-orders: the questions we hear most, answered.',
    body_html:
      '<p>Cannot find your answer? Call <a href="tel:19345">19345</a> or send us a message with the <a href="/contact-us">contact form</a>.</p>',
  },
  {
    slug: 'contact-us',
    kind: 'page',
    title_en: 'Contact us',
    summary: 'Questions about an order, a product or a repair? Call us, visit a store or send us a message.',
    body_html: `<p>Our customer care team answers the hotline Saturday to Thursday from 10 am to 10 pm. Messages sent with the form are answered by e-mail within one working day.</p>
<p>For a repair or a device already at our service centre, the <a href="/Maintenance">Maintenance</a> page is the quickest way. Schools and companies can reach the enterprise team through <a href="/education">Education</a> and <a href="/business">Business</a>.</p>`,
  },
  {
    slug: 'education',
    kind: 'page',
    title_en: 'Education',
    summary:
      'Mac, iPad and accessories for schools and universities, with education pricing, deployment and training from a team that knows classrooms.',
    body_html: `<h2>For schools and universities</h2>
<p>We equip classrooms, labs and staff rooms across Egypt with Mac, iPad, Apple Pencil and the accessories that keep them running. Our education team helps you choose, deploys the devices ready to use, and stays with you for repairs and upgrades.</p>
<ul>
<li><strong>Education pricing</strong> on Mac and iPad for institutions, with extra savings from 25 devices.</li>
<li><strong>Ready on day one:</strong> devices enrolled in your device management, named, labelled and delivered to each campus.</li>
<li><strong>Training</strong> for teachers and IT staff on classroom apps and device management.</li>
<li><strong>Service on site</strong> for large fleets, and priority repairs at our service centre.</li>
<li><strong>Student programmes:</strong> let your students buy through our <a href="/blog-detail/btc-offer">Back to College offer</a> with installments over up to 24 months.</li>
</ul>
<p>Tell us what you need with the inquiry form on this page. Our education team replies within two working days with a quotation.</p>`,
  },
  {
    slug: 'business',
    kind: 'page',
    title_en: 'Business',
    summary:
      'iPhone, Mac, iPad and Samsung Galaxy for teams of every size, with business pricing, VAT invoices, device management and a dedicated account manager.',
    body_html: `<h2>For companies of every size</h2>
<p>From a start-up's first five laptops to a nationwide phone fleet, our business team handles the buying, setting up and looking after of your devices, so your people can get on with their work.</p>
<ul>
<li><strong>Business pricing</strong> from 5 devices, and quotations valid for 14 days.</li>
<li><strong>Tax invoices</strong> with VAT for every order, and payment by bank transfer or corporate card.</li>
<li><strong>Zero-touch set-up:</strong> devices enrolled in Apple Business Manager or Samsung Knox, delivered ready to hand out.</li>
<li><strong>Trade-in of old devices</strong>, valued and collected from your office.</li>
<li><strong>A dedicated account manager</strong> and priority repairs with loaner devices while yours are fixed.</li>
</ul>
<p>Tell us what you need with the inquiry form on this page. Our business team replies within two working days.</p>`,
  },
  {
    slug: 'btc-offer',
    kind: 'article',
    title_en: 'Back to College offer',
    summary:
      'Students, teachers and university staff save 10% on Mac and iPad and 20% on the accessories bought with them.',
    body_html: `<p>Starting university or a new school year? The Back to College (BTC) offer makes the devices you will use every day more affordable.</p>
<h2>What you get</h2>
<ul>
<li><strong>10% off</strong> MacBook Air, MacBook Pro, iMac, iPad Air and iPad Pro.</li>
<li><strong>20% off</strong> one accessory bought with each device: Apple Pencil, Magic Keyboard, AirPods or a case.</li>
<li><strong>valU installments</strong> over 6 months without interest, or over 12 or 24 months.</li>
</ul>
<h2>Who can use it</h2>
<p>Students at Egyptian universities, institutes and international schools (grade 10 and above), and teachers and staff of those institutions.</p>
<h2>How to claim it</h2>
<ol>
<li>Visit any of our <a href="/map-location?page=Shopping%20Stores">stores</a> with your valid student or staff ID and your national ID.</li>
<li>Choose your device and accessory; the discount is applied at the till.</li>
<li>Pay cash, by card or with valU.</li>
</ol>
<h2>Good to know</h2>
<ul>
<li>One Mac and one iPad per person per academic year.</li>
<li>The offer cannot be combined with other discounts except trade-in.</li>
<li>Runs while stock lasts during the academic year.</li>
</ul>`,
  },
  {
    slug: 'Trade-in',
    kind: 'article',
    title_en: 'Trade-in',
    summary:
      'Turn the device you have into credit for the one you want: valued in minutes, taken off your new device the same day.',
    body_html: `<p>Your old device is worth more than you think. Bring it to any of our stores and we will take its value off the price of your new one, on the spot.</p>
<h2>What we accept</h2>
<ul>
<li>iPhone 11 and later, and Samsung Galaxy S21 and later.</li>
<li>iPad (8th generation and later), iPad Air, iPad mini and iPad Pro.</li>
<li>Mac with Apple silicon (M1 and later).</li>
<li>Apple Watch Series 6 and later.</li>
</ul>
<h2>How it works</h2>
<ol>
<li><strong>Bring your device</strong> to a store with its charger if you have it, and your national ID.</li>
<li><strong>We check it</strong> in about ten minutes: screen, body, battery health and that it powers on and works.</li>
<li><strong>You get an offer.</strong> Accept it and the amount comes off your new device straight away.</li>
<li><strong>We help you move your data</strong> to the new device and erase the old one in front of you.</li>
</ol>
<h2>Before you come</h2>
<ul>
<li>Back up your device.</li>
<li>Sign out of iCloud or your Samsung account and turn off Find My; we cannot accept a locked device.</li>
<li>Remove your SIM card and any memory card.</li>
</ul>
<p>The value depends on the model, storage and condition. Trade-in credit is used on the same purchase and is not paid out in cash.</p>`,
  },
  {
    slug: 'Easy-Payments',
    kind: 'article',
    title_en: 'Easy Payments',
    summary:
      'Pay cash on delivery, by card with 10% off marked products, or in installments with valU over 6, 12 or 24 months.',
    body_html: `<h2>Cash on delivery</h2>
<p>Pay the courier in cash when your order arrives, anywhere in Egypt. Please have the exact amount ready if you can.</p>
<h2>Card</h2>
<p>Pay online with Visa, Mastercard or Meeza on a secure payment page; we never see your card number. Products marked <strong>Save 10% with CIB cards</strong> are 10% cheaper when you pay by card. The discount is shown in your order summary before you pay.</p>
<h2>valU installments</h2>
<p>Spread the cost of your order with valU:</p>
<table>
<thead><tr><th scope="col">Plan</th><th scope="col">Interest</th></tr></thead>
<tbody>
<tr><td>6 months</td><td>0%</td></tr>
<tr><td>12 months</td><td>8% of the order</td></tr>
<tr><td>24 months</td><td>18% of the order</td></tr>
</tbody>
</table>
<p>Products marked <strong>5% off with Valu</strong> are 5% cheaper when you pay with valU. You need an active valU account with enough limit; you approve the plan on valU's page after placing the order. Your monthly amount and total are shown before you confirm.</p>
<h2>If a payment fails</h2>
<p>Nothing is charged and your items go back to your cart. Try again, choose another method, or call <a href="tel:19345">19345</a>.</p>`,
  },
  {
    slug: 'Screen_Insurance',
    kind: 'article',
    title_en: 'Screen Insurance',
    summary:
      'One screen replacement with genuine parts within a year, for a fixed fee paid once when you buy your phone, tablet or watch.',
    body_html: `<p>Cracked screens happen. Screen Insurance covers one replacement of a cracked or broken screen with a genuine part, fitted by our certified technicians.</p>
<h2>What it covers</h2>
<ul>
<li>One screen replacement within 12 months of purchase.</li>
<li>Genuine parts, fitted at our service centre, usually on the same day.</li>
<li>iPhone, Samsung Galaxy phones, iPad, Galaxy Tab and Apple Watch.</li>
</ul>
<h2>What it costs</h2>
<p>A one-time fee based on the device, from 999 EGP for Apple Watch to 3,499 EGP for the largest iPhone and Galaxy models. You pay no excess when you claim.</p>
<h2>What it does not cover</h2>
<ul>
<li>Damage to anything but the screen (see <a href="/blog-detail/Whole-unit">Whole Unit Insurance</a> for full cover).</li>
<li>Liquid damage, loss or theft, and deliberate damage.</li>
<li>Devices repaired or opened elsewhere.</li>
</ul>
<h2>How to get it and claim</h2>
<p>Add Screen Insurance within 14 days of buying the device, in any of our stores, with your invoice. To claim, bring the device to our service centre or book through the <a href="/Maintenance">Maintenance</a> page.</p>`,
  },
  {
    slug: 'Whole-unit',
    kind: 'article',
    title_en: 'Whole Unit Insurance',
    summary:
      'Full cover for your device against accidental damage, liquid damage and theft, for one or two years.',
    body_html: `<p>Whole Unit Insurance protects the whole device, not just the screen, so one accident does not cost you a new phone.</p>
<h2>What it covers</h2>
<ul>
<li>Accidental damage: drops, cracks and dents, screen included.</li>
<li>Liquid damage.</li>
<li>Theft with force, reported to the police within 48 hours.</li>
<li>Up to two claims a year, with genuine parts and repairs at our service centre.</li>
</ul>
<h2>Price and excess</h2>
<p>The yearly price is a share of the device's price: 7% for one year or 12% for two years, paid once. Each claim has an excess of 10% of the repair cost; if the device cannot be repaired, it is replaced with the same or an equivalent model.</p>
<h2>What it does not cover</h2>
<ul>
<li>Loss without theft, and theft without force.</li>
<li>Cosmetic wear that does not affect use, and damage on purpose.</li>
<li>Faults covered by the manufacturer's warranty; those are repaired free under the warranty.</li>
</ul>
<h2>How to get it and claim</h2>
<p>Buy it with your device or within 14 days after, in any of our stores. To claim, call <a href="tel:19345">19345</a> or book through the <a href="/Maintenance">Maintenance</a> page, then bring the device with your invoice and national ID.</p>`,
  },
];

export const DEMO_FAQS: FaqImport[] = [
  {
    topic: 'Delivery',
    question: 'How long does delivery take?',
    answer_html: `<p>Orders are delivered on working days (Saturday to Thursday). After your order is confirmed it usually arrives in:</p>
<ul>
<li>Greater Cairo (Cairo, Giza, Qalyubia): 1 to 2 working days.</li>
<li>Alexandria: 2 to 3 working days.</li>
<li>Delta and Canal: 2 to 4 working days.</li>
<li>Upper Egypt: 3 to 5 working days.</li>
<li>Sinai, Red Sea, Matrouh and New Valley: 4 to 7 working days.</li>
</ul>
<p>Pre-orders ship when stock arrives; we tell you the date by SMS.</p>`,
  },
  {
    topic: 'Delivery',
    question: 'How much does delivery cost?',
    answer_html: `<p>One fee per order, by the governorate of your address:</p>
${DELIVERY_TABLE}
<p>The fee is shown at checkout as soon as you choose an address.</p>`,
  },
  {
    topic: 'Delivery',
    question: 'Can I change the delivery address after ordering?',
    answer_html: `<p>Yes, until the order is shipped. Call <a href="tel:19345">19345</a> with your order number (it starts with ISP-). If the new address is in another governorate, the delivery fee changes to that governorate's fee.</p>`,
  },
  {
    topic: 'Payment',
    question: 'Which payment methods can I use?',
    answer_html: `<ul>
<li><strong>Cash on delivery</strong>, anywhere in Egypt.</li>
<li><strong>Card</strong> (Visa, Mastercard, Meeza), paid online on a secure page.</li>
<li><strong>valU installments</strong> over 6, 12 or 24 months.</li>
</ul>
<p>Each method's total is shown at checkout before you choose. See <a href="/blog-detail/Easy-Payments">Easy Payments</a>.</p>`,
  },
  {
    topic: 'Payment',
    question: 'How does the 10% card discount work?',
    answer_html:
      '<p>Products marked <strong>Save 10% with CIB cards</strong> are 10% cheaper when you pay by card. Choose card at checkout and the discount is applied to those products; your new total is shown and you accept it before you pay. Other products in the same order keep their price.</p>',
  },
  {
    topic: 'Payment',
    question: 'Can I pay in installments?',
    answer_html: `<p>Yes, with valU: 6 months without interest, 12 months with 8% interest or 24 months with 18% interest on the order total. Products marked <strong>5% off with Valu</strong> are 5% cheaper with valU. You need an active valU account with enough limit; you approve the plan on valU's page after placing the order.</p>`,
  },
  {
    topic: 'Warranty and returns',
    question: 'What warranty do the devices have?',
    answer_html: `<p>Every device is new and carries the official manufacturer's warranty in Egypt, of at least one year from delivery. Keep your invoice: it is your warranty card. Faults under warranty are repaired free at our service centre; book on the <a href="/Maintenance">Maintenance</a> page. Accidents are not covered by the warranty, but you can add <a href="/blog-detail/Screen_Insurance">Screen Insurance</a> or <a href="/blog-detail/Whole-unit">Whole Unit Insurance</a>.</p>`,
  },
  {
    topic: 'Warranty and returns',
    question: 'Can I return a product?',
    answer_html:
      '<p>Yes, within 14 days of delivery, when it is unused and in its original sealed packaging with all accessories and the invoice. Call <a href="tel:19345">19345</a> or use the <a href="/contact-us">contact form</a> and we arrange the pick-up. Refunds go back to the original payment method within 14 days of receiving the product. A device with a manufacturing fault reported within 14 days is replaced or refunded after inspection.</p>',
  },
  {
    topic: 'Orders',
    question: 'How do pre-orders work?',
    answer_html:
      '<p>Products marked <strong>Pre-order</strong> can be ordered before they reach our stock. Pay as usual (cash on delivery, card or valU); pre-orders are delivered in the order they were placed, as soon as stock arrives, and we tell you the date by SMS. You can cancel for a full refund any time before it ships.</p>',
  },
  {
    topic: 'Orders',
    question: 'How do I track my order?',
    answer_html:
      '<p>Open <a href="/profile">your profile</a> and go to <strong>My orders</strong>. Every order shows its status and history. We also send an SMS and an e-mail when the status changes.</p>',
  },
  {
    topic: 'Orders',
    question: 'Are prices inclusive of VAT?',
    answer_html:
      '<p>Yes. All prices are in Egyptian pounds and include 14% VAT. The only addition at checkout is the delivery fee, and installment interest when you choose a valU plan of 12 or 24 months.</p>',
  },
];

export const DEMO_CONTENT = { pages: DEMO_PAGES, faqs: DEMO_FAQS, stores: DEMO_STORES };

/** Adds whatever content is missing; never changes what is there. */
export function seedDemoContent(deps: Parameters<typeof applyContent>[0]): Promise<ImportSummary> {
  return applyContent(deps, DEMO_CONTENT, 'insert-missing');
}
