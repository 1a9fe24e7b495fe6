/**
 * The support chat's messages per publisher (issue 26 item 3): demo starts with a short history (the
 * last two of the manager's messages unread), every other publisher with none. Seeded texts are in
 * each interface language; what is sent later is kept as typed.
 */
import type { Temporal } from "temporal-polyfill";
import type { ChatAuthor } from "../../contracts/support-chat.contract";
import type { Localized } from "./records";

export interface ChatRecord {
  id: number;
  relativeId: number;
  author: ChatAuthor;
  text: string | Localized;
  /** A MediaObject's id. */
  attachment: number | null;
  createdAt: string;
  read: boolean;
}

const DEMO = 1001;

/** The demo conversation's turns, oldest first: who spoke, and what. */
const TURNS: ReadonlyArray<readonly [ChatAuthor, Localized]> = [
  [
    "manager",
    {
      en: "Hello! I am your manager. Write here whenever you need help.",
      ru: "Здравствуйте! Я ваш менеджер. Пишите сюда, когда понадобится помощь.",
      uk: "Вітаю! Я ваш менеджер. Пишіть сюди, коли знадобиться допомога.",
      zh: "您好！我是您的经理。需要帮助时请随时在这里留言。",
    },
  ],
  [
    "publisher",
    {
      en: "Hi! Which offers work best for mobile traffic?",
      ru: "Привет! Какие офферы лучше всего подходят для мобильного трафика?",
      uk: "Привіт! Які офери найкраще підходять для мобільного трафіку?",
      zh: "您好！哪些优惠最适合移动流量？",
    },
  ],
  [
    "manager",
    {
      en: "Sweepstakes and utilities convert well on mobile. I can enable a smartlink for you.",
      ru: "На мобильном трафике хорошо конвертируются розыгрыши и утилиты. Могу подключить вам смартлинк.",
      uk: "На мобільному трафіку добре конвертуються розіграші та утиліти. Можу підключити вам смартлінк.",
      zh: "抽奖和工具类在移动端转化很好。我可以为您开通智能链接。",
    },
  ],
  [
    "publisher",
    {
      en: "Yes, please. Also, when is the next payment?",
      ru: "Да, пожалуйста. И когда следующая выплата?",
      uk: "Так, будь ласка. І коли наступна виплата?",
      zh: "好的，谢谢。另外，下一次付款是什么时候？",
    },
  ],
  [
    "manager",
    {
      en: "Payments go out every week once your balance reaches the minimum of your payout account.",
      ru: "Выплаты проходят каждую неделю, когда баланс достигает минимума вашего платёжного аккаунта.",
      uk: "Виплати відбуваються щотижня, коли баланс досягає мінімуму вашого платіжного акаунта.",
      zh: "当您的余额达到收款账户的最低金额时，每周付款一次。",
    },
  ],
];

/** How many messages the demo conversation starts with: more than one page, so that paging shows. */
export const DEMO_HISTORY = 24;
/** The demo conversation's unread manager messages after a reset. */
export const DEMO_UNREAD = 2;

/** The seeded conversations: demo's greeting, then its turns repeated to DEMO_HISTORY messages, an hour apart, the last a minute ago. */
export const seedChat = (now: Temporal.Instant): ChatRecord[] => {
  const rows = Array.from({ length: DEMO_HISTORY }, (_, i): ChatRecord => {
    // The greeting once, then the questions and answers in turn.
    const [author, text] = TURNS[i === 0 ? 0 : 1 + ((i - 1) % (TURNS.length - 1))]!;
    return {
      id: i + 1,
      relativeId: DEMO,
      author,
      text,
      attachment: null,
      createdAt: now
        .subtract({ minutes: 1 + (DEMO_HISTORY - 1 - i) * 60 })
        .round({ smallestUnit: "second", roundingMode: "floor" })
        .toString(),
      read: true,
    };
  });
  // The manager's last messages are the unread ones.
  const managers = rows.filter((r) => r.author === "manager");
  for (const r of managers.slice(-DEMO_UNREAD)) r.read = false;
  return rows;
};
