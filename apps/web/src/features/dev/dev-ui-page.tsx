import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ButtonsSection, FieldsSection, TokensSection } from './basics-sections.tsx';
import { ContentSection, FeedbackSection } from './content-sections.tsx';
import styles from './dev-ui.module.css';
import { NavigationSection, OverlaysSection } from './interactive-sections.tsx';

/**
 * Development only (route devUi): every design-system component in its states, for review and for the
 * e2e screenshots. Texts here are fixtures in English, not product copy.
 */
export default function DevUiPage() {
  const [light, setLight] = useState(false);
  const toggleTheme = () => {
    const next = !light;
    setLight(next);
    if (next) document.documentElement.dataset.theme = 'light';
    else delete document.documentElement.dataset.theme;
  };
  return (
    <div className={styles.page} data-testid="dev-ui">
      <div className={styles.intro}>
        <h1 className={styles.heading}>Design system</h1>
        <Button size="sm" variant="secondary" onClick={toggleTheme} aria-pressed={light} data-testid="theme-toggle">
          Light theme
        </Button>
      </div>
      <TokensSection />
      <ButtonsSection />
      <FieldsSection />
      <NavigationSection />
      <OverlaysSection />
      <ContentSection />
      <FeedbackSection />
    </div>
  );
}
