/** The support chat as the Support page's tab (a lazily loaded chunk, shared with the header's dialog). */
import { SupportChat } from "./support-chat";

export default function SupportChatTab() {
  return <SupportChat className="h-[min(60vh,30rem)]" />;
}
