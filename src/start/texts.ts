// i18next with the first screens' texts.
export { i18n } from '../i18n';
