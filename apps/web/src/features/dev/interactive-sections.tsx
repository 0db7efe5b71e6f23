import { useState } from 'react';
import { Badge, CountBadge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { PlusIcon, SearchIcon, WalletIcon } from '../../ui/icons.tsx';
import { List, ListItem } from '../../ui/list.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './dev-ui.module.css';
import { Section } from './section.tsx';

type Lobby = 'hot' | 'slots' | 'live' | 'cards';
type Period = 'day' | 'week' | 'month';

export function NavigationSection() {
  const [lobby, setLobby] = useState<Lobby>('hot');
  const [period, setPeriod] = useState<Period>('week');
  const [sound, setSound] = useState(true);
  return (
    <Section title="Tabs and lists" testId="dev-navigation">
      <Tabs<Lobby>
        id="dev-lobby"
        label="Game categories"
        value={lobby}
        onChange={setLobby}
        items={[
          { value: 'hot', label: 'Hot', badge: <CountBadge count={3} label="3 new" /> },
          { value: 'slots', label: 'Slots' },
          { value: 'live', label: 'Live' },
          { value: 'cards', label: 'Cards' },
        ]}
      />
      <TabPanel tabsId="dev-lobby" value={lobby} className={styles.pad}>
        <p className={styles.cardText}>Showing the “{lobby}” category.</p>
      </TabPanel>
      <div className={styles.pad}>
        <Tabs<Period>
          id="dev-period"
          label="Period"
          variant="pill"
          fill
          value={period}
          onChange={setPeriod}
          items={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
      </div>
      <List header="Account" inset>
        <ListItem leading={<WalletIcon />} title="Wallet" description="3 coins" to="/wallet" />
        <ListItem
          leading={<SearchIcon />}
          title="Find a game"
          trailing={<Badge tone="accent">New</Badge>}
          onClick={() => showToast('Search tapped')}
          chevron
        />
        <ListItem leading={<PlusIcon />} title="Invite friends" trailing="+20 pts" />
        <ListItem
          title="Sound effects"
          trailing={<Switch label="Sound effects" hideLabel checked={sound} onChange={setSound} />}
        />
      </List>
    </Section>
  );
}

export function OverlaysSection() {
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [sheet, setSheet] = useState(false);
  return (
    <Section title="Overlays" testId="dev-overlays">
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setDialog(true)} data-testid="open-dialog">
          Dialog
        </Button>
        <Button variant="secondary" onClick={() => setConfirm(true)}>
          Confirm
        </Button>
        <Button variant="secondary" onClick={() => setSheet(true)} data-testid="open-sheet">
          Sheet
        </Button>
      </div>
      <div className={styles.row}>
        <Button variant="ghost" size="sm" onClick={() => showToast('Copied to clipboard', { type: 'success' })}>
          Toast
        </Button>
        <Button variant="ghost" size="sm" onClick={() => showToast('Network error, try again', { type: 'error' })}>
          Error toast
        </Button>
      </div>
      <Dialog
        open={dialog}
        onClose={() => setDialog(false)}
        title="Insufficient balance"
        description="You need 12.50 USDT more to join this table."
        testId="dev-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(false)}>
              Later
            </Button>
            <Button onClick={() => setDialog(false)}>Deposit</Button>
          </>
        }
      />
      <Dialog
        open={confirm}
        onClose={() => setConfirm(false)}
        role="alertdialog"
        dismissible={false}
        title="Leave the game?"
        description="Your current round will be lost."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)} data-autofocus>
              Stay
            </Button>
            <Button variant="danger" onClick={() => setConfirm(false)}>
              Leave
            </Button>
          </>
        }
      />
      <Sheet
        open={sheet}
        onClose={() => setSheet(false)}
        title="Choose a coin"
        testId="dev-sheet"
        footer={<Button onClick={() => setSheet(false)}>Continue</Button>}
      >
        <List>
          <ListItem title="USDT" description="Tether · TRC20" trailing="1,250.00" onClick={() => setSheet(false)} />
          <ListItem title="TON" description="Toncoin" trailing="84.20" onClick={() => setSheet(false)} />
          <ListItem title="WH" description="Wallet points" trailing="12,400" onClick={() => setSheet(false)} />
        </List>
      </Sheet>
    </Section>
  );
}
