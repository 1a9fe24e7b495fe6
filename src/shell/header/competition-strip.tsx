/** "Competition is live" as a strip on tablet and mobile (filled by the shell work). */
export const CompetitionStrip = () => null;
