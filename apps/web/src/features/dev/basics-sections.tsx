import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { CloseIcon, PlusIcon, SearchIcon, WalletIcon } from '../../ui/icons.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import styles from './dev-ui.module.css';
import { Section } from './section.tsx';

const SWATCHES = [
  'c-bg',
  'c-surface',
  'c-surface-2',
  'c-surface-3',
  'c-primary',
  'c-primary-fill',
  'c-accent',
  'c-success',
  'c-danger',
  'c-warning',
  'c-text',
  'c-text-2',
];

export function TokensSection() {
  return (
    <Section title="Colour tokens" testId="dev-tokens">
      <div className={styles.swatches}>
        {SWATCHES.map((name) => (
          <div key={name} className={styles.swatch}>
            <span className={`${styles.chip} ${styles[name]}`} />
            {name.slice(2)}
          </div>
        ))}
      </div>
    </Section>
  );
}

export function ButtonsSection() {
  const [loading, setLoading] = useState(false);
  const pay = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1500);
  };
  return (
    <Section title="Buttons" testId="dev-buttons">
      <div className={styles.row}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
      </div>
      <div className={styles.row}>
        <Button variant="danger">Delete</Button>
        <Button variant="accent">Claim</Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className={styles.row}>
        <Button size="sm">Small</Button>
        <Button size="lg" leadingIcon={<WalletIcon />}>
          Large
        </Button>
        <Button loading>Loading</Button>
      </div>
      <div className={styles.pad}>
        <Button block size="lg" loading={loading} onClick={pay} data-testid="dev-pay">
          Pay 25.00 USDT
        </Button>
      </div>
      <div className={styles.pad}>
        <Link to="/wallet" className={buttonClassName({ variant: 'secondary', block: true })}>
          A link that looks like a button
        </Link>
      </div>
      <div className={styles.row}>
        <IconButton label="Search">
          <SearchIcon />
        </IconButton>
        <IconButton label="Add" variant="filled">
          <PlusIcon />
        </IconButton>
        <IconButton label="Wallet" variant="primary">
          <WalletIcon />
        </IconButton>
        <IconButton label="Close" disabled>
          <CloseIcon />
        </IconButton>
      </div>
    </Section>
  );
}

export function FieldsSection() {
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  return (
    <Section title="Fields" testId="dev-fields">
      <div className={styles.stack}>
        <Input
          label="Nickname"
          placeholder="Your name in games"
          hint="3 to 16 letters or digits"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Input label="Phone" prefix="+84" inputMode="tel" placeholder="912 345 678" error="Enter a valid number" />
        <NumberInput
          label="Amount"
          value={amount}
          onValueChange={setAmount}
          decimals={2}
          min="1"
          max="5000"
          placeholder="0.00"
          hint="Between 1 and 5,000 USDT, 2 decimals"
          suffix="USDT"
          data-testid="dev-amount"
        />
        <Input label="Disabled" value="Locked" disabled readOnly />
      </div>
    </Section>
  );
}
