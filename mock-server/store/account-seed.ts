/**
 * Seeded account and communication data: notifications per publisher, the FAQ, the promo-code
 * catalogue and the codes already activated. Dates are relative to the server clock at reset time.
 */
import type { Temporal } from "temporal-polyfill";
import type { Localized, NotificationRecord, PromoActivationRecord, PromoCodeRecord } from "./records";

const DAY_MS = 86_400_000;

const NOTIFICATION_TEXTS: ReadonlyArray<{ title: Localized; message: Localized }> = [
  {
    title: { en: "Payment sent", ru: "Выплата отправлена", uk: "Виплату надіслано", zh: "付款已发送" },
    message: {
      en: "Your weekly payment is on its way.",
      ru: "Ваша еженедельная выплата в пути.",
      uk: "Ваша щотижнева виплата в дорозі.",
      zh: "您的每周付款正在途中。",
    },
  },
  {
    title: { en: "Offer approved", ru: "Оффер одобрен", uk: "Офер схвалено", zh: "优惠已批准" },
    message: {
      en: "Your request for an offer was approved.",
      ru: "Ваш запрос на оффер одобрен.",
      uk: "Ваш запит на офер схвалено.",
      zh: "您的优惠申请已获批准。",
    },
  },
  {
    title: { en: "Smartlink is live", ru: "Смартлинк запущен", uk: "Смартлінк запущено", zh: "智能链接已上线" },
    message: {
      en: "Your smartlink passed review and accepts traffic.",
      ru: "Ваш смартлинк прошёл проверку и принимает трафик.",
      uk: "Ваш смартлінк пройшов перевірку й приймає трафік.",
      zh: "您的智能链接已通过审核并开始接收流量。",
    },
  },
  {
    title: { en: "Welcome to the network", ru: "Добро пожаловать в сеть", uk: "Ласкаво просимо до мережі", zh: "欢迎加入网络" },
    message: {
      en: "Complete your profile to activate the account.",
      ru: "Заполните профиль, чтобы активировать аккаунт.",
      uk: "Заповніть профіль, щоб активувати акаунт.",
      zh: "请完善个人资料以激活账户。",
    },
  },
];

/** Demo: 12 notifications, the 3 newest unread; newbie: one unread welcome. */
export const seedNotifications = (now: Temporal.Instant): NotificationRecord[] => {
  const at = (hours: number) => now.subtract({ hours }).toString();
  const demo = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    relativeId: 1001,
    ...NOTIFICATION_TEXTS[i % 3]!,
    createdAt: at(2 + i * 20),
    read: i >= 3,
  }));
  return [...demo, { id: 13, relativeId: 1002, ...NOTIFICATION_TEXTS[3]!, createdAt: at(1), read: false }];
};

export const FAQS: ReadonlyArray<{ question: Localized; answer: Localized }> = [
  {
    question: { en: "When are payments made?", ru: "Когда производятся выплаты?", uk: "Коли здійснюються виплати?", zh: "何时付款？" },
    answer: {
      en: "Every week, once your balance reaches the minimal payment amount of your active payout account.",
      ru: "Каждую неделю, когда баланс достигает минимальной суммы выплаты вашего активного платёжного аккаунта.",
      uk: "Щотижня, коли баланс досягає мінімальної суми виплати вашого активного платіжного акаунта.",
      zh: "每周一次，当您的余额达到活动收款账户的最低付款金额时。",
    },
  },
  {
    question: {
      en: "How do I change my payout account?",
      ru: "Как изменить платёжный аккаунт?",
      uk: "Як змінити платіжний акаунт?",
      zh: "如何更改收款账户？",
    },
    answer: {
      en: "Add a new account in Settings, Payout accounts, and make it active. Deleting an account needs a pin sent to your e-mail.",
      ru: "Добавьте новый аккаунт в Настройках, раздел Платёжные аккаунты, и сделайте его активным. Удаление требует пин-кода, отправленного на вашу почту.",
      uk: "Додайте новий акаунт у Налаштуваннях, розділ Платіжні акаунти, і зробіть його активним. Видалення потребує пін-коду, надісланого на вашу пошту.",
      zh: "在设置的收款账户中添加新账户并将其设为活动账户。删除账户需要发送到您邮箱的 PIN 码。",
    },
  },
  {
    question: { en: "What is a smartlink?", ru: "Что такое смартлинк?", uk: "Що таке смартлінк?", zh: "什么是智能链接？" },
    answer: {
      en: "A link that picks a relevant offer for each visitor from their device, country and connection type.",
      ru: "Ссылка, которая подбирает подходящий оффер для каждого посетителя по устройству, стране и типу соединения.",
      uk: "Посилання, що добирає відповідний офер для кожного відвідувача за пристроєм, країною та типом з'єднання.",
      zh: "根据每位访问者的设备、国家和连接类型为其选择相关优惠的链接。",
    },
  },
  {
    question: {
      en: "How do I activate a promo code?",
      ru: "Как активировать промокод?",
      uk: "Як активувати промокод?",
      zh: "如何激活促销码？",
    },
    answer: {
      en: "Open Balance, then Promo codes, and enter the code. Its amount is credited to your balance at once.",
      ru: "Откройте Баланс, затем Промокоды, и введите код. Его сумма сразу зачисляется на баланс.",
      uk: "Відкрийте Баланс, потім Промокоди, і введіть код. Його сума одразу зараховується на баланс.",
      zh: "打开余额，然后打开促销码并输入代码。其金额会立即计入您的余额。",
    },
  },
];

/** Codes anyone may activate once: two valid, one expired. */
export const seedPromoCodes = (now: Temporal.Instant): PromoCodeRecord[] => [
  { code: "WELCOME50", amount: 50, expiresAtMs: now.epochMilliseconds + 30 * DAY_MS },
  { code: "AUTUMN100", amount: 100, expiresAtMs: now.epochMilliseconds + 10 * DAY_MS },
  { code: "SPRING25", amount: 25, expiresAtMs: now.epochMilliseconds + 60 * DAY_MS },
  { code: "SUMMER2026", amount: 75, expiresAtMs: now.epochMilliseconds - DAY_MS },
];

/** Demo has already used SPRING25, before the seeded ledger's history (so no transaction is linked). */
export const seedPromoActivations = (now: Temporal.Instant): PromoActivationRecord[] => [
  { id: 1, relativeId: 1001, code: "SPRING25", amount: 25, activatedAt: now.subtract({ hours: 24 * 40 }).toString(), transactionId: null },
];
