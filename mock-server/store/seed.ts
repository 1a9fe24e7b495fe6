/**
 * The seeded data: the demo publishers of shared/DESIGN.md and everything around them. Same seed,
 * same data; dates are relative to the server clock at reset time.
 */
import { Temporal } from "temporal-polyfill";
import type { PublisherCustomField } from "../../contracts/registration.contract";
import type { PaymentMethod } from "../../contracts/payout.contract";
import { Random } from "./random";
import type { AnnouncementRecord, PayoutAccountRecord, PublisherRecord } from "./records";
import { iri } from "../../contracts/hydra";

export const DEMO_ACCOUNTS = [
  {
    username: "demo",
    password: "Demo-pass-1",
    email: "demo@example.com",
    note: "activated; smartlinks, custom landings and banner roles; a live competition",
  },
  { username: "newbie", password: "Newbie-pass-1", email: "newbie@example.com", note: "demo mode (statusNew); no roles; empty lists" },
] as const;

const basePublisher = (
  over: Partial<PublisherRecord> & Pick<PublisherRecord, "relativeId" | "username" | "email" | "password">,
): PublisherRecord => ({
  confirmed: true,
  statusNew: false,
  phone: null,
  contactInfo: null,
  messenger: null,
  temporaryEmail: null,
  timezone: null,
  language: "en",
  currency: { name: "USD", symbol: "$" },
  manager: null,
  roles: [],
  networkId: "uc-4821",
  customJs: null,
  promo: null,
  showCompetitions: false,
  showCompetitionsLabel: false,
  referrer: null,
  referralsNumber: 0,
  disableUsername: false,
  dateOfBirth: null,
  customFieldValues: [],
  balance: 0,
  seenAnnouncements: new Set(),
  registrationReferrerToken: null,
  utmSource: null,
  ...over,
});

const MANAGERS = [
  {
    firstName: "Olena",
    contactDetails: {
      email: "olena.manager@example.com",
      skype: "live:olena.affiliates",
      telegram: "@olena_affiliates",
      teams: "olena@affnet.example",
    },
  },
  { firstName: "Marcus", contactDetails: { email: "marcus.manager@example.com", skype: null, telegram: "@marcus_aff", teams: null } },
];

export const seedPublishers = (random: Random): PublisherRecord[] => {
  const demo = basePublisher({
    relativeId: 1001,
    username: "demo",
    email: "demo@example.com",
    password: "Demo-pass-1",
    phone: "+420 601 234 567",
    contactInfo: "@demo_publisher",
    messenger: "telegram",
    timezone: "Europe/Kyiv",
    manager: MANAGERS[0] ?? null,
    roles: ["ROLE_SMARTLINKS", "ROLE_CUSTOM_LANDINGS", "ROLE_UCLIQ_BANNER"],
    showCompetitions: true,
    showCompetitionsLabel: true,
    referralsNumber: 4,
    dateOfBirth: "1990-04-12",
    customFieldValues: [
      { publisherCustomField: iri("publisher_custom_fields", 1), value: "https://demo-traffic.example" },
      { publisherCustomField: iri("publisher_custom_fields", 2), value: "Push, Native" },
      { publisherCustomField: iri("publisher_custom_fields", 3), value: "100k – 1M" },
    ],
    balance: 12345.67,
    seenAnnouncements: new Set([5]),
    customJs: "window.__customerScriptRuns = (window.__customerScriptRuns || 0) + 1;",
  });
  const newbie = basePublisher({
    relativeId: 1002,
    username: "newbie",
    email: "newbie@example.com",
    password: "Newbie-pass-1",
    statusNew: true,
    manager: MANAGERS[1] ?? null,
  });
  const others = Array.from({ length: 8 }, (_, i) =>
    basePublisher({
      relativeId: 1003 + i,
      username: `publisher${random.string(4)}`,
      email: `publisher${1003 + i}@example.com`,
      password: random.string(16),
      balance: random.int(0, 500000) / 100,
    }),
  );
  return [demo, newbie, ...others];
};

export const seedAnnouncements = (now: Temporal.Instant): AnnouncementRecord[] => {
  const at = (hours: number) => now.subtract({ hours }).toString();
  return [
    {
      id: 1,
      publishedAt: at(3),
      previewImagePath: iri("cdn", "announcements", "1.svg"),
      title: {
        en: "New smartlink verticals for Tier-1 traffic",
        ru: "Новые вертикали смартлинков для Tier-1 трафика",
        uk: "Нові вертикалі смартлінків для Tier-1 трафіку",
        zh: "面向一级流量的新智能链接垂直领域",
      },
      body: {
        en: "Smartlinks now cover three new verticals for Tier-1 countries.\n\nAsk your manager to enable them for your account.",
        ru: "Смартлинки теперь охватывают три новые вертикали для стран Tier-1.\n\nПопросите менеджера включить их для вашего аккаунта.",
        uk: "Смартлінки тепер охоплюють три нові вертикалі для країн Tier-1.\n\nПопросіть менеджера увімкнути їх для вашого акаунта.",
        zh: "智能链接现已覆盖一级国家的三个新垂直领域。\n\n请联系您的经理为您的账户开通。",
      },
    },
    {
      id: 2,
      publishedAt: at(30),
      previewImagePath: iri("cdn", "announcements", "2.svg"),
      title: {
        en: "Weekly payouts are now available",
        ru: "Теперь доступны еженедельные выплаты",
        uk: "Тепер доступні щотижневі виплати",
        zh: "现已支持每周付款",
      },
      body: {
        en: "Payments can now be requested every week.\n\nThe minimal payment amount of your payout account still applies.",
        ru: "Теперь выплаты можно запрашивать каждую неделю.\n\nМинимальная сумма выплаты вашего платёжного аккаунта по-прежнему действует.",
        uk: "Тепер виплати можна запитувати щотижня.\n\nМінімальна сума виплати вашого платіжного акаунта й надалі діє.",
        zh: "现在可以每周申请付款。\n\n您的收款账户的最低付款金额仍然适用。",
      },
    },
    {
      id: 3,
      publishedAt: at(24 * 6),
      previewImagePath: iri("cdn", "announcements", "3.svg"),
      title: {
        en: "Autumn competition: win up to $5,000",
        ru: "Осенний конкурс: выиграйте до $5 000",
        uk: "Осінній конкурс: виграйте до $5 000",
        zh: "秋季竞赛：最高赢取 5,000 美元",
      },
      body: {
        en: "The autumn competition is live: the top ten publishers by payout share $5,000.",
        ru: "Осенний конкурс начался: десять лучших паблишеров по выплатам разделят $5 000.",
        uk: "Осінній конкурс розпочато: десять найкращих паблішерів за виплатами поділять $5 000.",
        zh: "秋季竞赛已开始：按付款排名前十的发布商将分享 5,000 美元。",
      },
    },
    {
      id: 4,
      publishedAt: at(24 * 20),
      previewImagePath: null,
      title: {
        en: "Postback macros {ext1}–{ext6} added",
        ru: "Добавлены макросы постбэка {ext1}–{ext6}",
        uk: "Додано макроси постбеку {ext1}–{ext6}",
        zh: "新增回传宏 {ext1}–{ext6}",
      },
      body: { en: "", ru: "", uk: "", zh: "" },
    },
    {
      id: 5,
      publishedAt: at(24 * 45),
      previewImagePath: null,
      title: {
        en: "Scheduled maintenance on Sunday",
        ru: "Плановые работы в воскресенье",
        uk: "Планові роботи в неділю",
        zh: "周日计划维护",
      },
      body: {
        en: "The portal will be unavailable on Sunday from 02:00 to 03:00 (Europe/Prague).",
        ru: "Портал будет недоступен в воскресенье с 02:00 до 03:00 (Europe/Prague).",
        uk: "Портал буде недоступний у неділю з 02:00 до 03:00 (Europe/Prague).",
        zh: "门户将于周日 02:00 至 03:00（Europe/Prague）不可用。",
      },
    },
  ];
};

export const CUSTOM_FIELDS: PublisherCustomField[] = [
  {
    "@id": iri("publisher_custom_fields", 1),
    "@type": "PublisherCustomField",
    fieldType: 1,
    properties: [
      { language: "en", title: "Website or traffic source URL", default: null },
      { language: "ru", title: "Сайт или источник трафика", default: null },
      { language: "uk", title: "Сайт або джерело трафіку", default: null },
      { language: "zh", title: "网站或流量来源网址", default: null },
    ],
    required: true,
    selectOptions: [],
    defaultValue: null,
    multiple: false,
    maxLength: 120,
  },
  {
    "@id": iri("publisher_custom_fields", 2),
    "@type": "PublisherCustomField",
    fieldType: 2,
    properties: [
      { language: "en", title: "Traffic types", default: null },
      { language: "ru", title: "Типы трафика", default: null },
      { language: "uk", title: "Типи трафіку", default: null },
      { language: "zh", title: "流量类型", default: null },
    ],
    required: true,
    selectOptions: ["Push", "Pop", "Native", "Social", "Search", "In-app"],
    defaultValue: null,
    multiple: true,
    maxLength: null,
  },
  {
    "@id": iri("publisher_custom_fields", 3),
    "@type": "PublisherCustomField",
    fieldType: 2,
    properties: [
      { language: "en", title: "Monthly volume", default: null },
      { language: "ru", title: "Месячный объём", default: null },
      { language: "uk", title: "Місячний обсяг", default: null },
      { language: "zh", title: "月流量", default: null },
    ],
    required: false,
    selectOptions: ["< 100k", "100k – 1M", "> 1M"],
    defaultValue: null,
    multiple: false,
    maxLength: null,
  },
  {
    "@id": iri("publisher_custom_fields", 4),
    "@type": "PublisherCustomField",
    fieldType: 3,
    properties: [
      { language: "en", title: "Traffic statistics screenshots", default: null },
      { language: "ru", title: "Скриншоты статистики трафика", default: null },
      { language: "uk", title: "Скриншоти статистики трафіку", default: null },
      { language: "zh", title: "流量统计截图", default: null },
    ],
    required: false,
    selectOptions: [],
    defaultValue: null,
    multiple: true,
    maxLength: null,
  },
];

export const MESSENGERS = [
  { name: "telegram", title: "Telegram" },
  { name: "skype", title: "Skype" },
  { name: "whatsapp", title: "WhatsApp" },
  { name: "teams", title: "Microsoft Teams" },
  { name: "wechat", title: "WeChat" },
];

/**
 * An e-mail account (PayPal, Paxum): the HTML standard's valid e-mail address (what a browser's
 * type=email accepts), with a dot in the domain; "<script>@x.com" and "a@b" are refused.
 */
const EMAIL_ACCOUNT_PATTERN =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$";

export const PAYMENT_METHODS: PaymentMethod[] = [
  {
    "@id": iri("payment_methods", 1),
    "@type": "PaymentMethod",
    id: 1,
    name: "paypal",
    title: "PayPal",
    accountExample: "name@example.com",
    accountPattern: EMAIL_ACCOUNT_PATTERN,
    minimalPaymentAmount: 50,
  },
  {
    "@id": iri("payment_methods", 2),
    "@type": "PaymentMethod",
    id: 2,
    name: "webmoney",
    title: "WebMoney",
    accountExample: "Z123456789012",
    accountPattern: "^Z\\d{12}$",
    minimalPaymentAmount: 20,
  },
  {
    "@id": iri("payment_methods", 3),
    "@type": "PaymentMethod",
    id: 3,
    name: "wire",
    title: "Bank wire",
    accountExample: "CZ6508000000192000145399",
    accountPattern: "^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$",
    minimalPaymentAmount: 500,
  },
  {
    "@id": iri("payment_methods", 4),
    "@type": "PaymentMethod",
    id: 4,
    name: "usdt_trc20",
    title: "USDT (TRC20)",
    accountExample: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    accountPattern: "^T[1-9A-HJ-NP-Za-km-z]{33}$",
    minimalPaymentAmount: 100,
  },
  {
    "@id": iri("payment_methods", 5),
    "@type": "PaymentMethod",
    id: 5,
    name: "paxum",
    title: "Paxum",
    accountExample: "name@example.com",
    accountPattern: EMAIL_ACCOUNT_PATTERN,
    minimalPaymentAmount: 50,
  },
  {
    "@id": iri("payment_methods", 6),
    "@type": "PaymentMethod",
    id: 6,
    name: "capitalist",
    title: "Capitalist",
    accountExample: "U1234567",
    accountPattern: "^U\\d{7}$",
    minimalPaymentAmount: 0,
  },
];

export const seedPayoutAccounts = (now: Temporal.Instant): PayoutAccountRecord[] => [
  {
    id: 1,
    relativeId: 1001,
    methodId: 1,
    account: "demo.payouts@example.com",
    minimalPaymentAmount: 100,
    active: true,
    createdAt: now.subtract({ hours: 24 * 200 }).toString(),
  },
  {
    id: 2,
    relativeId: 1001,
    methodId: 4,
    account: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    minimalPaymentAmount: 100,
    active: false,
    createdAt: now.subtract({ hours: 24 * 90 }).toString(),
  },
  {
    id: 3,
    relativeId: 1001,
    methodId: 3,
    account: "CZ6508000000192000145399",
    minimalPaymentAmount: 1000,
    active: false,
    createdAt: now.subtract({ hours: 24 * 30 }).toString(),
  },
];

export const LANGUAGES = [
  { value: "en", label: "English", icon: "🇬🇧" },
  { value: "ru", label: "Русский", icon: "🇷🇺" },
  { value: "uk", label: "Українська", icon: "🇺🇦" },
  { value: "zh", label: "中文", icon: "🇨🇳" },
] as const;
