import { type ReactNode, useState } from 'react';
import { List, ListItem } from '../../ui/list.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import styles from './user.module.css';

interface Choice {
  value: string;
  title: ReactNode;
  description?: ReactNode;
}

interface ChoiceRowProps {
  label: string;
  /** What is chosen now, shown at the end of the row. */
  current: ReactNode;
  choices: Choice[];
  selected: string | undefined;
  onChoose: (value: string) => void;
  disabled?: boolean;
  testId: string;
}

/** A settings row showing the current value; tapping it opens a sheet with the choices. */
export function ChoiceRow({ label, current, choices, selected, onChoose, disabled, testId }: ChoiceRowProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ListItem
        title={label}
        trailing={current}
        chevron
        onClick={() => setOpen(true)}
        disabled={disabled}
        testId={testId}
      />
      <Sheet open={open} onClose={() => setOpen(false)} title={label} testId={`${testId}-sheet`}>
        <List inset>
          {choices.map((choice) => (
            <ListItem
              key={choice.value}
              title={choice.title}
              description={choice.description}
              trailing={choice.value === selected ? <span className={styles.check}>✓</span> : undefined}
              onClick={() => {
                setOpen(false);
                onChoose(choice.value);
              }}
              testId={`${testId}-${choice.value}`}
            />
          ))}
        </List>
      </Sheet>
    </>
  );
}
