/**
 * The date range picker (spec 02 sections 5 and 9; date-range-popover.tsx): its button and, beside
 * it, the publisher's and the network's time zones. The popover's code (Headless UI's Popover and
 * the calendar) loads when the browser is idle, or at once when the pointer comes near the button or
 * it gets the focus; a press or key before then opens it when it arrives (src/ui/deferred.tsx).
 */
import { FormattedMessage } from "react-intl";
import { CLICK_KEYS, DeferredControl, PLACEHOLDER_PROPS, deferredModule } from "../deferred";
import { DATE_RANGE_TRIGGER_CLASS, DateRangeTriggerContent } from "./date-range-trigger";
import type { DateRangePickerProps } from "./range";

// Shared parts know nothing of the app's error reporting: a failed load leaves the plain button,
// and the next press tries again.
const popoverModule = deferredModule(
  () => import("./date-range-popover"),
  () => undefined,
);

export const DateRangePicker = ({ value, today, timeZone, networkTimeZone, onChange }: DateRangePickerProps) => (
  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
    <DeferredControl
      module={popoverModule}
      keys={CLICK_KEYS}
      placeholder={
        <div className="relative">
          <button {...PLACEHOLDER_PROPS} className={DATE_RANGE_TRIGGER_CLASS}>
            <DateRangeTriggerContent value={value} today={today} />
          </button>
        </div>
      }
    >
      {(module) => <module.DateRangePopover value={value} today={today} onChange={onChange} />}
    </DeferredControl>
    <p className="text-xs text-slate-500 dark:text-slate-400">
      <FormattedMessage id="lists.date.timeZones" values={{ zone: timeZone, network: networkTimeZone }} />
    </p>
  </div>
);
