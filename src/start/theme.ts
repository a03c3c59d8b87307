// Chakra's styling core, with the app's theme (the system is created in a later task).
export { appSystem } from '../theme/system';
