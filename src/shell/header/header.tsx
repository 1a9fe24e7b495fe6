/** The signed-in header (filled by the shell work): news, notifications, demo link, competition label, balance, language, user menu. */
export const Header = ({ onMenuClick }: { onMenuClick: () => void; menuOpen?: boolean }) => (
  <header className="flex h-16 items-center border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
    <button type="button" onClick={onMenuClick} className="md:hidden">
      ≡
    </button>
  </header>
);
