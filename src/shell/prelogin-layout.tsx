/** The pre-login layout (filled by the shell work): the two-panel card with the language and scheme selector. */
import { Outlet } from "react-router-dom";

export const PreLoginLayout = () => (
  <div className="min-h-screen bg-slate-100 dark:bg-slate-950">
    <Outlet />
  </div>
);
