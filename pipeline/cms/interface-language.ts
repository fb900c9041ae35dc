/*
 * The web editor's interface language (browser code, imported first by pipeline/cms/editor.ts): English
 * or Arabic, as the editor chose (pipeline/cms/interface-choice.ts). In Arabic, Decap speaks Arabic
 * (./decap-ar.ts, registered as `ar`; the configuration's words are translated by
 * ./localize-config.ts) and its whole layout runs right to left: `dir="rtl"` on <html>, which mirrors
 * what Decap lays out with flex boxes and text alignment, and a small named stylesheet,
 * ./editor-rtl.css, for what its CSS-in-JS places with physical sides (left/right, margin-left, …).
 *
 * The switch: a button in Decap's top bar (and on its sign-in page) naming the other language in its
 * own letters. Decap reads its locale once, when it starts, so the switch keeps the choice and
 * reloads the editor: one configuration and one backend for both, and a draft or a sign-in is the same.
 */
import CMS from 'decap-cms-app';
import { decapAr } from './decap-ar';
import {
  chosenLanguage,
  LANGUAGE_KEY,
  say,
  speak,
  type InterfaceLanguage,
} from './interface-choice';

/** The id of the right-to-left stylesheet in the page (the tests look for it). */
export const RTL_STYLESHEET_ID = 'editor-rtl';
/** The switch's attribute, to find it and to put it back when Decap draws its top bar again. */
const SWITCH = 'data-interface-language';

/** The language the editor opens in, applied to the page: its words, direction and stylesheet. */
export function applyInterfaceLanguage(): InterfaceLanguage {
  const language = chosenLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.languages);
  speak(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  document.title = say('title');
  if (language === 'ar') CMS.registerLocale('ar', decapAr);
  // Its rules apply under dir="rtl" only, but for the switch's own look.
  const style = document.createElement('style');
  style.id = RTL_STYLESHEET_ID;
  style.textContent = EDITOR_RTL_CSS;
  document.head.append(style);
  new MutationObserver(() => {
    placeSwitch(language);
    if (language === 'ar') nameToasts();
  }).observe(document.body, {
    childList: true,
    subtree: true,
  });
  return language;
}

/** The button that turns the editor to the other language, named in that language's own letters. */
function languageSwitch(language: InterfaceLanguage): HTMLButtonElement {
  const other: InterfaceLanguage = language === 'ar' ? 'en' : 'ar';
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute(SWITCH, other);
  button.lang = other;
  button.textContent = other === 'ar' ? 'العربية' : 'English';
  button.title = say('switchTo');
  button.className = 'editor-language-switch';
  button.addEventListener('click', () => {
    localStorage.setItem(LANGUAGE_KEY, other);
    location.reload();
  });
  return button;
}

/** Puts the switch in Decap's top bar, or on its sign-in page, when it is not there. */
function placeSwitch(language: InterfaceLanguage) {
  if (document.querySelector(`[${SWITCH}]`)) return;
  const bar = document.querySelector('[class*="AppHeaderActions"]');
  const signIn = document.querySelector('[class*="StyledAuthenticationPage"]');
  const place = bar ?? signIn;
  if (!place) return;
  const group = document.createElement('div');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', say('switchGroup'));
  group.className = 'editor-language-group';
  group.append(languageSwitch(language));
  if (bar) bar.prepend(group);
  else place.append(group);
}

/**
 * Decap's notices (react-toastify) name their close button and timer in English in their own code,
 * with no phrase of Decap's to translate: named here (in Arabic, the editor's dictionary's words).
 */
function nameToasts() {
  for (const [selector, key] of [
    ['.Toastify button[aria-label="close"]', 'closeNotice'],
    ['.Toastify [aria-label="notification timer"]', 'noticeTimer'],
  ] as const)
    for (const element of document.querySelectorAll(selector))
      element.setAttribute('aria-label', say(key));
}
