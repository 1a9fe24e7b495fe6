/**
 * An upload custom field: PNG or JPEG images (checked by content in the flow), at most 5,000,000
 * bytes each, up to 5 files when the field takes several. The file input itself is the focusable
 * control (visually hidden, labelled by the field's title); the drop area beside it opens it.
 */
import { type DragEvent, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { CandidateFile, ChosenFile } from "../../../machines/registration/registration.rules";
import { MAX_UPLOAD_BYTES } from "../../../machines/registration/registration.rules";
import { FieldError, FieldLabel } from "./field";
import { formatFileSize, formatMegabytes } from "./field-texts";

/** Reads the first bytes of each file, which the flow checks (the name and the type do not count). */
export const toCandidates = (files: ReadonlyArray<File>): Promise<CandidateFile[]> =>
  Promise.all(
    files.map(async (file) => ({
      file,
      name: file.name,
      size: file.size,
      head: [...new Uint8Array(await file.slice(0, 8).arrayBuffer())],
    })),
  );

export interface UploadFieldProps {
  readonly label: string;
  readonly required: boolean;
  readonly multiple: boolean;
  readonly maxFiles: number;
  readonly files: ReadonlyArray<ChosenFile>;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly onChoose: (files: CandidateFile[]) => void;
  readonly onRemove: (key: string) => void;
}

const ImageIcon = ({ className }: { className: string }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
  >
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m21 16-5.2-5.2a1.5 1.5 0 0 0-2.1 0L5 19.5" />
  </svg>
);

export const UploadField = ({ label, required, multiple, maxFiles, files, error, disabled, onChoose, onRemove }: UploadFieldProps) => {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const choose = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    void toCandidates([...list]).then(onChoose);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    // `relative` keeps the visually hidden input inside the field (not at the bottom of the scrolled column).
    <div className="relative space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <FieldLabel id={id} label={label} required={required} />
        {multiple ? (
          <span className="text-xs tabular-nums text-slate-500 dark:text-slate-400">
            <FormattedMessage id="registration.upload.count" values={{ count: files.length, max: maxFiles }} />
          </span>
        ) : null}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple={multiple}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          choose(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      <div
        aria-hidden="true"
        onClick={() => !disabled && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={
          "flex cursor-pointer items-center gap-3 rounded-lg border border-dashed px-3 py-3 transition " +
          "peer-focus-visible:border-teal-600 peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600/30 dark:peer-focus-visible:border-teal-400 dark:peer-focus-visible:ring-teal-400/30 " +
          (dragging
            ? "border-teal-600 bg-teal-50 dark:border-teal-400 dark:bg-teal-400/10 "
            : "bg-slate-50 hover:bg-slate-100 dark:bg-slate-800/40 dark:hover:bg-slate-800/70 ") +
          (error ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-600")
        }
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-teal-700 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-teal-300 dark:ring-slate-700">
          <ImageIcon className="size-5" />
        </span>
        <span className="min-w-0 text-sm">
          <span className="font-semibold text-teal-700 dark:text-teal-300">
            <FormattedMessage id={multiple ? "registration.upload.chooseMany" : "registration.upload.chooseOne"} />
          </span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="registration.upload.limits" values={{ max: maxFiles, size: formatMegabytes(intl, MAX_UPLOAD_BYTES) }} />
          </span>
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="registration.upload.hint" />
      </p>
      {files.length > 0 ? (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
          aria-label={label}
        >
          {files.map((file) => (
            <li key={file.key} className="flex items-center gap-3 px-3 py-2 text-sm">
              <ImageIcon className="size-4 shrink-0 text-slate-400 dark:text-slate-500" />
              <span className="min-w-0 flex-1 truncate text-slate-800 dark:text-slate-200">{file.name}</span>
              <span className="shrink-0 text-xs tabular-nums text-slate-500 dark:text-slate-400">{formatFileSize(intl, file.size)}</span>
              {file.iri !== null ? (
                <span className="shrink-0 text-xs font-medium text-emerald-700 dark:text-emerald-300">
                  <FormattedMessage id="registration.upload.uploaded" />
                </span>
              ) : null}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(file.key)}
                aria-label={intl.formatMessage({ id: "registration.upload.remove" }, { name: file.name })}
                className="flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-300"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path d="M6.3 5.3a.75.75 0 0 0-1.06 1.06L8.94 10l-3.7 3.64a.75.75 0 1 0 1.06 1.06L10 11.06l3.64 3.7a.75.75 0 1 0 1.06-1.06L11.06 10l3.7-3.64a.75.75 0 0 0-1.06-1.06L10 8.94 6.3 5.3Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
};
