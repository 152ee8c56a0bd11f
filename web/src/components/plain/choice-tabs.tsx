import styles from './plain.module.css';

export interface ChoiceTabsProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  name: string;
}

/** One of a few choices side by side (radio buttons drawn as a segmented control). */
export function ChoiceTabs<T extends string>({ label, value, options, onChange, name }: ChoiceTabsProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.choices}>
      {options.map((option) => (
        <label key={option.value} className={styles.choice} data-checked={option.value === value || undefined}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
