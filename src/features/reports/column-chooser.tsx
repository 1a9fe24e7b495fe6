/**
 * The column chooser of a statistics tab (issue 14): a popover with a checkbox per metric column,
 * keyboard-usable (Tab and Space; Escape closes and gives the focus back to the button); at least
 * one metric stays shown. Its Headless UI code loads after the first paint (report-controls.tsx):
 * until then a plain button of the same look and name stands in, and a press on it is not lost.
 */
import { handleError } from "../../app/error-handler";
import { CLICK_KEYS, DeferredControl, PLACEHOLDER_PROPS, deferredModule } from "../../ui/deferred";
import { toolbarButton } from "../../ui/list";
import { type ColumnChooserProps, ColumnTrigger } from "./column-trigger";
import { TAB_METRICS } from "./report-columns";

/** The reports' deferred controls; a failure the user waited for is shown as the unexpected error. */
export const reportControls = deferredModule(
  () => import("./report-controls"),
  (error, demanded) => {
    if (demanded) handleError(error);
  },
);

export const ColumnChooser = ({ tab, visible, onChange }: ColumnChooserProps) => (
  <DeferredControl
    module={reportControls}
    keys={CLICK_KEYS}
    placeholder={
      <div className="relative">
        <button {...PLACEHOLDER_PROPS} className={toolbarButton}>
          <ColumnTrigger shown={visible.length} total={TAB_METRICS[tab].length} />
        </button>
      </div>
    }
  >
    {(module) => <module.ColumnChooserPopover tab={tab} visible={visible} onChange={onChange} />}
  </DeferredControl>
);
