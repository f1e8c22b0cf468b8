import { useField } from 'formik';
import type { ReactNode } from 'react';
import type { ConsultationOption } from '../../consultation-request/options';
import { DESCRIPTION_ROWS, type FormFieldSpec } from '../../consultation-request/formFields';
import * as styles from './ConsultationForm.css';

export function FormField({
  spec,
  options,
  children,
}: {
  spec: FormFieldSpec;
  options: readonly ConsultationOption[];
  children?: ReactNode;
}) {
  const [field, meta] = useField<string>(spec.name);
  const errorId = `${spec.name}-error`;
  const showError = Boolean(meta.touched && meta.error);
  const common = {
    ...field,
    id: spec.name,
    required: spec.required,
    'aria-invalid': showError || undefined,
    'aria-describedby': showError ? errorId : undefined,
    className: styles.control,
  };
  return (
    <div className={spec.wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={spec.name} className={styles.label}>
        {spec.label}
        {spec.required && <span aria-hidden="true"> *</span>}
      </label>
      {spec.kind === 'select' ? (
        <select {...common}>
          <option value="">{spec.emptyChoice}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : spec.kind === 'textarea' ? (
        <textarea {...common} rows={DESCRIPTION_ROWS} placeholder={spec.placeholder} />
      ) : (
        <input {...common} type={spec.kind} autoComplete={spec.autoComplete} />
      )}
      {showError && (
        <p id={errorId} className={styles.error}>
          {meta.error}
        </p>
      )}
      {children}
    </div>
  );
}
