/** Settings › Postbacks: the global postbacks (every conversion), loaded when the tab is first shown. */
import { PostbacksPanel } from "./postbacks-panel";

export default function GlobalPostbacks() {
  return <PostbacksPanel scope="global" />;
}
