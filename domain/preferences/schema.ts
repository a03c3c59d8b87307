/** The language a signed-in creator switches to (CreatorLanguageUpdate), client and server alike. */
import { object } from 'yup';
import { oneOf } from '../validation';
import { LOCALES } from './rules';

export const languageSchema = object({
  language: oneOf(LOCALES, 'validation:languageInvalid'),
});
