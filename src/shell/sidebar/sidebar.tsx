/** The sidebar (filled by the shell work): logo, menu, personal-manager card; a drawer on mobile. */
export const Sidebar = (_props: { drawerOpen: boolean; onDrawerClose: () => void }) => <nav className="hidden w-[227px] md:block" />;
