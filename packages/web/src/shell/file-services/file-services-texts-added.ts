import { addAppTexts } from '../../i18n/app-texts';
import { fileServicesText } from './file-services-text';

// Imported for its effect by every part that shows the file services' texts (settings, log center).
addAppTexts('fileServices', fileServicesText);
