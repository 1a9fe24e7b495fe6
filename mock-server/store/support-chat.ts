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

/** The demo conversation, oldest first: who spoke, and what; each message once (issue 35.8: three repeated twice before). */
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
      en: "Thanks! How do I add my own tracking domain?",
      ru: "Спасибо! Как добавить свой домен для трекинга?",
      uk: "Дякую! Як додати власний домен для трекінгу?",
      zh: "谢谢！如何添加我自己的跟踪域名？",
    },
  ],
  [
    "manager",
    {
      en: "Open Tools → Domains, add a subdomain such as go.example.com and point its CNAME to the host shown. Then press Validate.",
      ru: "Откройте Инструменты → Домены, добавьте поддомен вроде go.example.com и направьте его CNAME на указанный хост. Затем нажмите «Проверить».",
      uk: "Відкрийте Інструменти → Домени, додайте піддомен на кшталт go.example.com і спрямуйте його CNAME на вказаний хост. Потім натисніть «Перевірити».",
      zh: "打开 工具 → 域名，添加一个子域名（例如 go.example.com），并将其 CNAME 指向显示的主机，然后点击“验证”。",
    },
  ],
  [
    "publisher",
    {
      en: "Done, it is validated now.",
      ru: "Готово, домен проверен.",
      uk: "Готово, домен перевірено.",
      zh: "好了，现在已经验证通过。",
    },
  ],
  [
    "manager",
    {
      en: "Great. You can pick it in the link builder of any offer.",
      ru: "Отлично. Теперь его можно выбрать в конструкторе ссылок любого оффера.",
      uk: "Чудово. Тепер його можна вибрати в конструкторі посилань будь-якого офера.",
      zh: "很好。现在您可以在任何优惠的链接生成器中选择它。",
    },
  ],
  [
    "publisher",
    {
      en: "My postback to the tracker fails. Can you check it?",
      ru: "Мой постбэк в трекер не доходит. Можете проверить?",
      uk: "Мій постбек у трекер не доходить. Можете перевірити?",
      zh: "我发往跟踪器的回传失败了。您能帮忙检查一下吗？",
    },
  ],
  [
    "manager",
    {
      en: "The delivery log shows a timeout on your side. Please check that the tracker answers within 5 seconds.",
      ru: "В журнале доставки видно тайм-аут на вашей стороне. Проверьте, что трекер отвечает быстрее чем за 5 секунд.",
      uk: "У журналі доставки видно тайм-аут на вашому боці. Перевірте, що трекер відповідає швидше ніж за 5 секунд.",
      zh: "投递日志显示您那边超时了。请确认跟踪器在 5 秒内响应。",
    },
  ],
  [
    "publisher",
    {
      en: "Fixed, the last test went through.",
      ru: "Исправил, последний тест прошёл.",
      uk: "Виправив, останній тест пройшов.",
      zh: "已修复，最近一次测试成功了。",
    },
  ],
  [
    "manager",
    {
      en: "Good. The failed conversions can be resent from the log.",
      ru: "Хорошо. Неудачные конверсии можно отправить повторно из журнала.",
      uk: "Добре. Невдалі конверсії можна надіслати повторно з журналу.",
      zh: "很好。失败的转化可以从日志中重新发送。",
    },
  ],
  [
    "publisher",
    {
      en: "Is there a cap on offer 4102?",
      ru: "Есть ли лимит на оффере 4102?",
      uk: "Чи є ліміт на офері 4102?",
      zh: "优惠 4102 有上限吗？",
    },
  ],
  [
    "manager",
    {
      en: "Yes, 200 conversions a day. I will tell you before it changes.",
      ru: "Да, 200 конверсий в день. Я предупрежу вас, если он изменится.",
      uk: "Так, 200 конверсій на день. Я попереджу вас, якщо він зміниться.",
      zh: "有，每天 200 个转化。如有变化我会提前通知您。",
    },
  ],
  [
    "publisher",
    {
      en: "Can I run push traffic on it?",
      ru: "Можно ли лить на него пуш-трафик?",
      uk: "Чи можна лити на нього пуш-трафік?",
      zh: "可以在上面投放推送流量吗？",
    },
  ],
  [
    "manager",
    {
      en: "Push is allowed; pop-unders are not.",
      ru: "Пуш разрешён, поп-андеры — нет.",
      uk: "Пуш дозволено, поп-андери — ні.",
      zh: "允许推送流量，不允许弹窗流量。",
    },
  ],
  [
    "publisher",
    {
      en: "Why were some of yesterday's conversions declined?",
      ru: "Почему часть вчерашних конверсий отклонена?",
      uk: "Чому частину вчорашніх конверсій відхилено?",
      zh: "为什么昨天有些转化被拒绝了？",
    },
  ],
  [
    "manager",
    {
      en: "The advertiser found duplicates: the same click converted twice. The reason is shown beside each one.",
      ru: "Рекламодатель нашёл дубли: один и тот же клик сконвертировался дважды. Причина указана рядом с каждой конверсией.",
      uk: "Рекламодавець знайшов дублікати: той самий клік сконвертувався двічі. Причину вказано біля кожної конверсії.",
      zh: "广告主发现了重复：同一次点击转化了两次。每条转化旁都显示了原因。",
    },
  ],
  [
    "publisher",
    {
      en: "Understood. Can I get a higher payout if the volume grows?",
      ru: "Понятно. Можно ли получить ставку выше, если объём вырастет?",
      uk: "Зрозуміло. Чи можна отримати вищу ставку, якщо обсяг зросте?",
      zh: "明白了。如果量上去了，可以提高佣金吗？",
    },
  ],
  [
    "manager",
    {
      en: "Send me a week of stats at the current volume and I will ask the advertiser.",
      ru: "Пришлите статистику за неделю при текущем объёме, и я спрошу рекламодателя.",
      uk: "Надішліть статистику за тиждень за поточного обсягу, і я запитаю рекламодавця.",
      zh: "请把当前量级下一周的数据发给我，我去问问广告主。",
    },
  ],
  [
    "publisher",
    {
      en: "I will. Is there a competition this month?",
      ru: "Пришлю. А в этом месяце есть соревнование?",
      uk: "Надішлю. А цього місяця є змагання?",
      zh: "好的。这个月有竞赛吗？",
    },
  ],
  [
    "manager",
    {
      en: "Yes, it started on Monday. See Reports → Competitions for your place.",
      ru: "Да, оно началось в понедельник. Ваше место — в разделе Отчёты → Соревнования.",
      uk: "Так, воно почалося в понеділок. Ваше місце — у розділі Звіти → Змагання.",
      zh: "有，周一已经开始。您的排名请查看 报表 → 竞赛。",
    },
  ],
  [
    "publisher",
    {
      en: "Nice, I am in the top ten already.",
      ru: "Отлично, я уже в первой десятке.",
      uk: "Чудово, я вже в першій десятці.",
      zh: "太好了，我已经进入前十了。",
    },
  ],
  [
    "manager",
    {
      en: "Keep going! The prizes are paid with the next payment.",
      ru: "Так держать! Призы выплачиваются вместе со следующей выплатой.",
      uk: "Так тримати! Призи виплачуються разом із наступною виплатою.",
      zh: "继续加油！奖金会随下一次付款一起发放。",
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
];

/** How many messages the demo conversation starts with: more than one page, so that paging shows. */
export const DEMO_HISTORY = TURNS.length;
/** The demo conversation's unread manager messages after a reset. */
export const DEMO_UNREAD = 2;

/** The seeded conversations: demo's turns, an hour apart, the last a minute ago. */
export const seedChat = (now: Temporal.Instant): ChatRecord[] => {
  const rows = Array.from({ length: DEMO_HISTORY }, (_, i): ChatRecord => {
    const [author, text] = TURNS[i]!;
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
