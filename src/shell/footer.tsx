/** The footer (filled by the shell work): "Powered by" banner, copyright, version. */
export const Footer = () => <footer className="px-8 py-4 text-sm">{__APP_VERSION__}</footer>;
