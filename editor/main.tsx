/** The editor's page in the browser; its settings are written into the page (editorPage.ts). */
import { Keystatic } from '@keystatic/core/ui';
import { createRoot } from 'react-dom/client';
import { EDITOR_ROOT_ID, EDITOR_SETTINGS_ID } from './editorPage';
import type { EditorSettings } from './editorSettings';
import { makeEditorConfig } from './keystaticConfig';
import { cleanAndDescribeNewPictures } from './newPictures';
import { pasteWordBulletsAsLists } from './pastedBullets';
import { showSaveMessages } from './saveNotice';
import { moveThroughTableCellsWithTab } from './tableTab';
import { nameToolbarButtons } from './toolbarNames';

const settings = JSON.parse(document.getElementById(EDITOR_SETTINGS_ID)?.textContent ?? '{}') as EditorSettings;
const root = document.getElementById(EDITOR_ROOT_ID);
// The App's name gives the "Install GitHub App" link of the sign-in page.
const appSlug = { envName: 'KEYSTATIC_GITHUB_APP_SLUG', value: settings.githubAppSlug };
moveThroughTableCellsWithTab();
pasteWordBulletsAsLists();
nameToolbarButtons();
cleanAndDescribeNewPictures();
if (!settings.githubRepo) showSaveMessages();
if (root) createRoot(root).render(<Keystatic config={makeEditorConfig(settings)} appSlug={appSlug} />);
